#!/usr/bin/env python3
"""The long kill test: the real heist-table binary plays every game through --script while
it is killed with SIGKILL at random moments; after each kill the file must be healthy
(--check exits 0), and every line the binary acknowledged (a reply with "ok": true, printed
after its commit) must be in the file with the same sequence number and event type.

Usage: tests/long/kill_long.py [--kills 200] [--binary build/heist-table] [--seed 1]
Prints one line per 20 kills and a summary; exit 0 when nothing acknowledged was lost.
Needs Python 3 (standard library only). The short version runs in the test suite
(tests/store/StoreTests.cpp, 'a writer killed with SIGKILL')."""
import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLES = sorted(os.path.join(ROOT, "docs", "examples", f)
                  for f in os.listdir(os.path.join(ROOT, "docs", "examples")) if f.endswith(".jsonl"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kills", type=int, default=200)
    ap.add_argument("--binary", default=os.path.join(ROOT, "build", "heist-table"))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeats", type=int, default=12, help="games per script")
    a = ap.parse_args()
    if a.kills < 1 or a.repeats < 1:
        sys.exit("kill_long.py: --kills and --repeats must be at least 1")
    if not os.access(a.binary, os.X_OK):
        sys.exit(f"kill_long.py: {a.binary} is not an executable (build first: bash packaging/build.sh)")
    rng = random.Random(a.seed)
    work = tempfile.mkdtemp(prefix="heist-kill-")
    db = os.path.join(work, "sessions.db")
    games = {}
    for path in EXAMPLES:
        with open(path, encoding="utf-8") as f:
            lines = [l for l in f.read().splitlines() if l.strip()]
        games[os.path.basename(path)] = lines
    acked_total = lost = bad_files = 0
    per_game = {name: 0 for name in games}
    kill_times = []
    started = time.monotonic()
    for k in range(1, a.kills + 1):
        # A script of several games, each a new session, the games in a random order.
        names = [rng.choice(sorted(games)) for _ in range(a.repeats)]
        script = os.path.join(work, "script.jsonl")
        with open(script, "w", encoding="utf-8") as f:
            for n in names:
                f.write("\n".join(games[n]) + "\n")
        out_path = os.path.join(work, f"out-{k}.jsonl")
        with open(out_path, "wb") as out, open(os.path.join(work, "err.txt"), "wb") as err:
            p = subprocess.Popen([a.binary, "--db", db, "--seed", str(rng.randrange(1 << 30)), "--script", script],
                                 stdout=out, stderr=err, stdin=subprocess.DEVNULL)
            delay = rng.uniform(0.02, 1.2)
            kill_times.append(delay)
            time.sleep(delay)
            p.send_signal(signal.SIGKILL)
            p.wait()
        # What the binary acknowledged before it died: complete reply lines only.
        with open(out_path, "rb") as f:
            raw = f.read().decode("utf-8", "replace")
        complete = raw.split("\n")[:-1]
        acked = {}  # session -> [(seq, event)]
        session = None
        game_index = -1
        for line in complete:
            r = json.loads(line)
            if r.get("intent") == "new_session":
                game_index += 1
                session = r.get("session") if r.get("ok") else None
                continue
            if r.get("ok") and session is not None:
                acked.setdefault(session, []).append((r["seq"], r["event"]))
                per_game[names[game_index]] += 1
        check = subprocess.run([a.binary, "--check", db], capture_output=True, text=True)
        if check.returncode != 0:
            bad_files += 1
            print(f"kill {k}: --check says {check.stdout.strip()} (exit {check.returncode})")
            break
        for sid, events in acked.items():
            exp = subprocess.run([a.binary, "--db", db, "--export", str(sid)], capture_output=True, text=True)
            if exp.returncode != 0:
                lost += len(events)
                print(f"kill {k}: session {sid} cannot be exported: {exp.stderr.strip()}")
                continue
            stored = {e["seq"]: e["type"] for e in json.loads(exp.stdout)["events"]}
            for seq, ev in events:
                acked_total += 1
                if stored.get(seq) != ev:
                    lost += 1
                    print(f"kill {k}: session {sid} lost acknowledged event {seq} ({ev})")
        if k % 20 == 0:
            print(f"{k} kills, {acked_total} acknowledged events checked, {lost} lost", flush=True)
    elapsed = time.monotonic() - started
    by_game = ", ".join("%s %d" % (n[:-len(".jsonl")], c) for n, c in sorted(per_game.items()))
    print(f"kills: {k}; acknowledged events checked: {acked_total} ({by_game}); "
          f"lost: {lost}; unhealthy files: {bad_files}; kill delays {min(kill_times):.2f}-{max(kill_times):.2f} s; "
          f"{elapsed:.0f} s; file {os.path.getsize(db)} bytes")
    sys.exit(0 if lost == 0 and bad_files == 0 else 1)


if __name__ == "__main__":
    main()
