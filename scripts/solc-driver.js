// solc-driver.js: compiles one standard-JSON input with the pinned solc-js.
// Usage: node solc-driver.js --version
//        node solc-driver.js INPUT.json OUTPUT.json [SEARCH_PATH...]
// Imports that forge did not inline are read from the search paths only.
'use strict';
const fs = require('fs');
const path = require('path');
const solc = require(path.join(__dirname, '..', 'node_modules', 'solc'));

// forge parses the native format "Version: X.Y.Z+commit.HASH.OS.COMPILER".
function nativeVersion() {
  return solc.version().replace(/\.Emscripten\.clang$/, '.Linux.g++');
}

function main(argv) {
  if (argv[0] === '--version') {
    process.stdout.write('solc, the solidity compiler commandline interface\nVersion: ' + nativeVersion() + '\n');
    return;
  }
  const [inputFile, outputFile, ...searchPaths] = argv;
  const input = fs.readFileSync(inputFile, 'utf8');
  const roots = searchPaths.map((p) => path.resolve(p));
  const findImports = (name) => {
    for (const root of roots) {
      const full = path.resolve(root, name);
      if (!full.startsWith(root + path.sep)) continue;
      if (fs.existsSync(full)) return { contents: fs.readFileSync(full, 'utf8') };
    }
    return { error: 'file not found in search paths: ' + name };
  };
  const output = solc.compile(input, { import: findImports });
  fs.writeFileSync(outputFile, output);
}

main(process.argv.slice(2));
