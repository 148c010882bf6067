package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

// serviceContext is for commands that run until interrupted (devnet,
// relayer): the first SIGINT/SIGTERM cancels the returned context, which
// starts a graceful shutdown; a second one closes force, so the command can
// stop waiting for a shutdown that hangs. Call stop when the command returns.
func serviceContext(parent context.Context) (ctx context.Context, force <-chan struct{}, stop func()) {
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	ctx, cancel := context.WithCancel(parent)
	forced, finished := make(chan struct{}), make(chan struct{})
	go func() {
		select {
		case <-sigs:
			cancel()
		case <-finished:
			return
		}
		select {
		case <-sigs:
			close(forced)
		case <-finished:
		}
	}()
	return ctx, forced, func() {
		signal.Stop(sigs)
		close(finished)
		cancel()
	}
}
