//go:build js

package main

import "syscall/js"

// cpuMillis is the process's CPU time (user and system) in Node, so that
// the figures do not count time the machine gave to other processes; it
// includes V8's background compiler threads.
func cpuMillis() float64 {
	u := js.Global().Get("process").Call("cpuUsage")
	return (u.Get("user").Float() + u.Get("system").Float()) / 1000
}
