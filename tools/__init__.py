"""Developer tools kept outside the shipped package (run from the repository root)."""
