#!/usr/bin/env python3
"""Memory of `spoken render --catalog` per catalog byte, and across SIGHUP reloads (issue 43).

Writes a catalog of about SIZE MB (de.arb: plural messages with placeholders, under the 32 MiB
limit), starts `spoken render --catalog DIR`, waits for it to answer, then sends SIGHUP RELOADS
times, each time waiting for "Reloaded" on stderr, and prints VmRSS and VmHWM (/proc/PID/status)
after the load and after each reload.

    Scripts/catalog-memory.py [--binary .build/release/spoken] [--size 30] [--reloads 10]
"""
import argparse, json, os, select, signal, subprocess, sys, tempfile, time

parser = argparse.ArgumentParser()
parser.add_argument("--binary", default=".build/debug/spoken")
parser.add_argument("--size", type=float, default=30)
parser.add_argument("--reloads", type=int, default=10)
args = parser.parse_args()

folder = tempfile.mkdtemp(prefix="spoken-catalog-memory-")
path = os.path.join(folder, "de.arb")
parts = ['"@@locale": "de"', '"rotor.headlines": "Schlagzeilen"']
size = 0
index = 0
while size < args.size * 1_000_000:
    key = f"extra.message{index}"
    text = f"Sie haben {{count, plural, =0{{keine Nachricht {index}}} one{{eine Nachricht}} other{{# Nachrichten}}}} von {{sender}}"
    parts.append(f'"{key}": {json.dumps(text, ensure_ascii=False)}')
    parts.append(f'"@{key}": {{"placeholders": {{"count": {{"type": "int"}}, "sender": {{"type": "String"}}}}}}')
    size += len(parts[-1]) + len(parts[-2]) + 4
    index += 1
with open(path, "w") as file:
    file.write("{\n" + ",\n".join(parts) + "\n}\n")
catalog_bytes = os.path.getsize(path)

def status(pid):
    fields = {}
    with open(f"/proc/{pid}/status") as file:
        for line in file:
            if line.startswith(("VmRSS", "VmHWM")):
                name, value = line.split(":")
                fields[name] = int(value.split()[0]) // 1024
    return fields

child = subprocess.Popen([args.binary, "render", "--catalog", folder, "--locale", "de"],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
def ask():
    child.stdin.write(b'{"id":1,"op":"rotor","key":"headlines"}\n')
    child.stdin.flush()
    return child.stdout.readline()

def wait_reloaded():
    buffer = b""
    while b"\n" not in buffer:
        select.select([child.stderr], [], [], 600)
        buffer += os.read(child.stderr.fileno(), 65536)
    return buffer

started = time.time()
ask()
loaded = status(child.pid)
print(f"catalog: {catalog_bytes / 1e6:.1f} MB, {index} messages; loaded in {time.time() - started:.1f} s")
print(f"after the load: VmRSS {loaded['VmRSS']} MiB, VmHWM {loaded['VmHWM']} MiB "
      f"({loaded['VmRSS'] * 1048576 / catalog_bytes:.1f} bytes resident per catalog byte)")
for reload in range(1, args.reloads + 1):
    child.send_signal(signal.SIGHUP)
    wait_reloaded()
    ask()
    now = status(child.pid)
    print(f"after reload {reload}: VmRSS {now['VmRSS']} MiB, VmHWM {now['VmHWM']} MiB")
child.stdin.close()
child.wait()
os.remove(path)
os.rmdir(folder)
