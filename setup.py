"""What ``pyproject.toml`` cannot say declaratively: the package list with the art folder.

The art lives in the top-level ``assets/`` folder (the design card's layout) and installs
as ``ubuild_desktop.assets``: ``package_dir`` maps that package to the folder, and the
package list names it (with its ``tiles`` and ``icons`` folders) next to the packages
found under ``ubuild_desktop/`` (automatic discovery cannot find a package whose folder
is elsewhere). Everything else about the project is in ``pyproject.toml``.
"""

from __future__ import annotations

from setuptools import find_namespace_packages, setup

ART = "ubuild_desktop.assets"
NOT_PACKAGES = ["*__pycache__*"]

setup(
    packages=[
        *find_namespace_packages(include=["ubuild_desktop", "ubuild_desktop.*"], exclude=NOT_PACKAGES),
        ART,
        *(f"{ART}.{name}" for name in find_namespace_packages(where="assets", exclude=NOT_PACKAGES)),
    ],
    package_dir={ART: "assets"},
)
