"""Play with friends at home: a table on the local network (issue 36).

Pure Python (asyncio + json, no Qt): ``protocol`` (the messages and their checks), ``wire`` (actions and
views as JSON), ``host`` (``HostTable``: the match and its seats; ``Host``: the server), ``client``
(``Client``, ``ScriptedClient``). docs/network-protocol.md describes the protocol and why this library.
"""
