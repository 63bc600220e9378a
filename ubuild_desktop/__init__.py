"""U-Build Desktop: design tile-built tracks and play them on one screen."""
