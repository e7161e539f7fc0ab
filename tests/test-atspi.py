#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
# test-atspi.py: what a screen reader reads from the real nonet binary,
# through AT-SPI (suite gui). Run by test-atspi.sh inside its own D-Bus
# session with the accessibility bus up.
#
#   test-atspi.py NONET
#
# Checks: the board is a table of 81 cells named "row R, column C, given D"
# or "row R, column C, empty, candidates ..."; after Show the Path and Next Step a
# cell tells the step's part in it ("... removed by the ..." or "... placed
# by the ..."); step rows are named by their text; every button has one clean
# name (no "_", no "Hint Hint").
import os
import subprocess
import sys
import tempfile
import time

import pyatspi

nonet = sys.argv[1]
env = dict(os.environ)
env.pop('GTK_A11Y', None)
if os.environ.get('NONET_APP_G_DEBUG'):
    env['G_DEBUG'] = os.environ['NONET_APP_G_DEBUG']
env['XDG_DATA_HOME'] = tempfile.mkdtemp(prefix='nonet-atspi-')
# A first run shows an empty board: open the example puzzle (seed 003's).
puzzle = os.path.join(env['XDG_DATA_HOME'], 'example.txt')
with open(puzzle, 'w') as f:
    f.write('......2......3.9....8.1..37.2.....9134.87.....6....4..5.24....34.3.5.....1.......\n')
app_proc = subprocess.Popen([nonet, puzzle], env=env)


def fail(message):
    print('not ok 1 -', message)
    app_proc.kill()
    sys.exit(1)


def walk(node, depth=0):
    yield node
    if depth > 40:
        return
    for i in range(node.childCount):
        child = node.getChildAtIndex(i)
        if child is not None:
            yield from walk(child, depth + 1)


def find_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name in ('nonet', 'Nonet'):
            return app
    return None


def wait_for(what, check):
    # A wait for the app to get there, not a measure of speed.
    for _ in range(200):
        value = check()
        if value:
            return value
        time.sleep(0.1)
    fail('gave up waiting for ' + what)


def cells(app):
    table = next((n for n in walk(app) if n.getRole() == pyatspi.ROLE_TABLE), None)
    if table is None:
        return []
    return [table.getChildAtIndex(i) for i in range(table.childCount)
            if table.getChildAtIndex(i).getRole() == pyatspi.ROLE_TABLE_CELL]


def click(app, name):
    button = next((n for n in walk(app)
                   if n.getRole() in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)
                   and n.name == name), None)
    if button is None:
        fail('no button named ' + name)
    button.queryAction().doAction(0)


app = wait_for('the app on the accessibility bus', find_app)
board = wait_for('81 cells', lambda: (lambda c: c if len(c) == 81 else None)(cells(app)))
if os.environ.get('DBG'):
    for n in walk(app):
        print('#', n.getRoleName(), repr(n.name), n.getState().contains(pyatspi.STATE_SHOWING))
names = [cell.name for cell in board]
print('# r1c1:', names[0])
print('# r1c7:', names[6])
if names[6] != 'row 1, column 7, given 2':
    fail('r1c7 reads %r' % names[6])
if not names[0].startswith('row 1, column 1, empty, candidates '):
    fail('r1c1 reads %r' % names[0])

buttons = [n for n in walk(app)
           if n.getRole() in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)]
for button in buttons:
    words = button.name.split()
    print('# button:', button.name)
    if '_' in button.name or button.name in ('', 'GtkImage') or (len(words) % 2 == 0 and len(words) > 0
                                                 and words[:len(words) // 2] == words[len(words) // 2:]):
        fail('a button reads %r' % button.name)
for wanted in ('Hint', 'Solve', 'Show the Path'):
    if wanted not in [b.name for b in buttons]:
        fail('no button reads %r' % wanted)

# Solve asks first (show the path or fill in the solution); the side
# panel's button shows the path without asking.
click(app, 'Show the Path')
wait_for('the path', lambda: any(n.getRole() == pyatspi.ROLE_LIST_ITEM for n in walk(app)))
click(app, 'Next Step')
step_cells = wait_for('a cell with the step\'s part',
                      lambda: [c.name for c in cells(app) if ' by the ' in c.name])
print('# step:', step_cells[0])

# Step rows are named by their text: "1. Naked Single: ..." (number, technique, summary).
rows = [n for n in walk(app) if n.getRole() == pyatspi.ROLE_LIST_ITEM]
print('# row:', rows[0].name if rows else None)
if not rows or not rows[0].name.startswith('1. ') or ': ' not in rows[0].name[3:]:
    fail('the first step row reads %r' % (rows[0].name if rows else None))
if len(rows) > 1 and not rows[1].name.startswith('2. '):
    fail('the second step row reads %r' % rows[1].name)

app_proc.terminate()
app_proc.wait()
print('1..1')
print('ok 1 - the board, its cells and the buttons read well')
