import os
import sys

# The package under test: build/python, or what PYTHONPATH names.
sys.path.insert(0, os.path.dirname(__file__))
