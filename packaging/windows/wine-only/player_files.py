"""Write a player's files (settings, a game in progress, a named save, statistics) with the program's own
storage code, for the Windows installer's upgrade and uninstall tests under Wine.

Usage: python packaging/windows/wine-only/player_files.py DIR

On Windows the program keeps all of them in one folder, %LOCALAPPDATA%\\belote-desktop (platformdirs' config and
data folders are the same there), so they are written flat into DIR. Prints one JSON object: the files and
their SHA-256, which must not change when a newer version is installed or the program is uninstalled.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import shutil
import sys
import tempfile
from pathlib import Path


def main(target: Path) -> int:
    staging = Path(tempfile.mkdtemp())
    os.environ["BELOTE_DESKTOP_HOME"] = str(staging)
    from belote_desktop.engine import find_variant, new_match
    from belote_desktop.storage.saves import save_named, write_autosave
    from belote_desktop.storage.settings import Settings, save_settings
    from belote_desktop.storage.stats import load_stats, record_match, save_stats

    rng = random.Random(11)
    game = new_match(find_variant("coinche"), seed=11)
    for _ in range(40):  # a game in progress: the auction and a few tricks
        legal = game.legal_actions()
        if game.is_terminal() or not legal:
            break
        game = game.apply(rng.choice(legal))
    # French, so that a screenshot shows whether the installed program read these settings
    save_settings(Settings(language="fr", show_welcome=False))
    write_autosave(game)
    save_named("Before the upgrade", game)
    stats, _ = load_stats()
    record_match(stats, game)
    save_stats(stats)

    target.mkdir(parents=True, exist_ok=True)
    files = {}
    for folder in (staging / "config", staging / "data"):
        for path in sorted(folder.rglob("*.json")):
            relative = path.relative_to(folder)
            (target / relative).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target / relative)
            files[relative.as_posix()] = hashlib.sha256(path.read_bytes()).hexdigest()
    shutil.rmtree(staging)
    print(json.dumps(files, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
