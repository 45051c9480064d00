"""Command-line tools: selfplay, bench, arena (no Qt needed)."""
