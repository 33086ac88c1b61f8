#!/usr/bin/env python3
"""Fails when JavaScript modules under Web/ import one another in a cycle (issue 24).

Reads every `*.js` under the given folders (default: Web/, without build output), follows each
static `import … from '…'`, `import '…'` and `export … from '…'` that names a relative path, and
prints every cycle it finds (a module that reaches itself again), then exits 1; prints the
number of modules and imports and exits 0 when there is none. Dynamic `import()` is not followed:
it runs after both modules have been evaluated, so it cannot make one see the other half-made,
and it is how the package loads its optional modules. O(modules + imports).

    Scripts/check-import-cycles.py [folder …]
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
# The import clause between `import`/`export` and `from`: names, braces, commas, `* as`, and
# line breaks; nothing that could run into other code.
STATIC = re.compile(r"^[ \t]*(?:import|export)[\w\s{},*$]*?\bfrom\s*(['\"])(.+?)\1", re.M)
BARE = re.compile(r"^[ \t]*import\s*(['\"])(.+?)\1", re.M)


def imports_of(path):
    """The modules `path` imports statically (resolved paths of relative specifiers)."""
    text = path.read_text(encoding="utf-8")
    found = []
    for pattern in (STATIC, BARE):
        for match in pattern.finditer(text):
            specifier = match.group(2)
            if specifier.startswith("."):
                found.append((path.parent / specifier).resolve())
    return found


def cycles(graph):
    """Every elementary cycle found by one depth-first walk (each back edge gives one)."""
    found = []
    state = {}  # module -> 1 on the walk's stack, 2 finished
    stack = []

    def walk(node):
        state[node] = 1
        stack.append(node)
        for target in graph.get(node, ()):
            if state.get(target) == 1:
                found.append(stack[stack.index(target):] + [target])
            elif target not in state:
                walk(target)
        stack.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            walk(node)
    return found


def main(folders):
    graph = {}
    for folder in folders:
        for path in sorted((ROOT / folder).rglob("*.js")):
            if "build" in path.relative_to(ROOT).parts:
                continue
            graph[path.resolve()] = [p for p in imports_of(path) if p.suffix == ".js"]
    edges = sum(len(targets) for targets in graph.values())
    found = cycles(graph)
    for cycle in found:
        print("import cycle: " + " -> ".join(str(p.relative_to(ROOT)) for p in cycle), file=sys.stderr)
    if found:
        return 1
    print(f"ok: {len(graph)} modules, {edges} static imports, no cycle")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["Web"]))
