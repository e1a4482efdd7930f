"""python3 test/Random/random_diff [options]: see random_diff/__init__.py."""

import os
import sys

if __package__ in (None, ""):  # run as a directory: import it as a package
    sys.path[0] = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

from random_diff.cli import main  # noqa: E402

main()
