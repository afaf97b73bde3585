# Puts Node.js 24 LTS first on PATH for the calling shell: `. scripts/use-node-24.sh`.
# The project targets Node 24; a machine whose own `node` is older gets it from the npm registry
# (the package `node@24`, a prebuilt binary inside the package) into ~/.cache/node24, once.
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 24 ]; then
  NODE24_HOME="${NODE24_HOME:-$HOME/.cache/node24}"
  if [ ! -x "$NODE24_HOME/node_modules/node/bin/node" ]; then
    echo "Installing Node.js 24 LTS from the npm registry into $NODE24_HOME..."
    mkdir -p "$NODE24_HOME"
    npm install --prefix "$NODE24_HOME" --no-audit --no-fund --no-save node@24 >/dev/null
  fi
  export PATH="$NODE24_HOME/node_modules/node/bin:$PATH"
fi
echo "Using Node.js $(node --version) and npm $(npm --version)"
unset -f node_major
