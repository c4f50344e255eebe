#!/usr/bin/env python3
"""Drives a command in a real pseudo-terminal: waits for each expected text, then types its keys.

Usage: pty-drive.py <steps.json> -- <command...>
steps.json: [{"expect": "text", "send": "keys"}, ...]; prints {"code", "output", "timedOut"} as JSON.
"""
import json, os, pty, re, select, signal, sys, time

steps = json.load(open(sys.argv[1]))
cmd = sys.argv[sys.argv.index('--') + 1:]
pid, fd = pty.fork()
if pid == 0:
    os.environ['COLUMNS'] = '120'
    os.execvp(cmd[0], cmd)

out = b''
ansi = re.compile(rb'\x1b\[[0-9;?]*[A-Za-z]')

def read_some(timeout):
    global out
    r, _, _ = select.select([fd], [], [], timeout)
    if r:
        try:
            data = os.read(fd, 65536)
        except OSError:
            return False
        if not data:
            return False
        out += data
    return True

timed_out = None
for step in steps:
    deadline = time.time() + float(step.get('timeout', 20))
    want = step['expect'].encode()
    start = len(out)
    while want not in ansi.sub(b'', out[step.get('from', 0):]):
        if time.time() > deadline or not read_some(0.2):
            if time.time() > deadline:
                timed_out = step['expect']
                break
    if timed_out:
        break
    time.sleep(0.15)
    os.write(fd, step['send'].encode())

# Read until the child exits; a child still running then (a step never matched) is killed, so the driver never hangs.
deadline = time.time() + (2 if timed_out else 20)
while time.time() < deadline and read_some(0.2):
    pass
code = None
try:
    done, status = os.waitpid(pid, os.WNOHANG)
    until = time.time() + 10
    while done == 0 and time.time() < until:
        time.sleep(0.05)
        done, status = os.waitpid(pid, os.WNOHANG)
    if done == 0:
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
    else:
        code = os.waitstatus_to_exitcode(status)
except ChildProcessError:
    pass
print(json.dumps({'code': code, 'output': ansi.sub(b'', out).decode('utf-8', 'replace'), 'timedOut': timed_out}))
