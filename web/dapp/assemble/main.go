// Command assemble writes the static site of the web client, minus the
// WebAssembly module: the files of web/dapp/static, and the shipped keys
// with their manifest under keys/. scripts/build-dapp runs it.
//
//	go run ./web/dapp/assemble -out DIR [-static web/dapp/static]
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/wordproof/wordproof/keys"
	"github.com/wordproof/wordproof/web/dapp"
)

func main() {
	out := flag.String("out", "", "output directory (created)")
	static := flag.String("static", "web/dapp/static", "directory of the site's static files")
	flag.Parse()
	if *out == "" || flag.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: assemble -out DIR [-static DIR]")
		os.Exit(2)
	}
	if _, err := os.Stat(*static); err != nil {
		fmt.Fprintf(os.Stderr, "assemble: static files: %v\n", err)
		os.Exit(2)
	}
	m, err := dapp.WriteSite(*out, os.DirFS(*static), keys.FS())
	if err != nil {
		fmt.Fprintf(os.Stderr, "assemble: %v\n", err)
		os.Exit(1)
	}
	fmt.Printf("assembled %s: %d key files\n", *out, len(m.Files))
}
