#!/usr/bin/env bash
# Prints the version from belote_desktop/__init__.py (the one place it is written).
sed -n 's/^__version__ = "\(.*\)"/\1/p' "$(dirname "$0")/../belote_desktop/__init__.py"
