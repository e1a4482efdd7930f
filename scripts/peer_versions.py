"""Prints the versions of the peers in the current Python environment.

Run by scripts/install-peers.sh and at the top of scripts/bench-peers.sh; one
`name: version` line each, `name: missing (why)` for a peer that does not
import.
"""
import importlib.metadata
import platform
import sys

PACKAGES = [
    "torch", "torchvision", "jax", "jaxlib", "iree-base-compiler",
    "iree-base-runtime", "torch-mlir", "onednn", "onednn-devel",
    "scikit-build-core",
]


def versions():
    found = {"python": platform.python_version()}
    for name in PACKAGES:
        try:
            found[name] = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            found[name] = "missing"
    return found


def main():
    for name, version in versions().items():
        print(f"{name}: {version}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
