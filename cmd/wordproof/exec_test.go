package main

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// The real binary, built once for the tests that run it as a process.
var (
	binOnce sync.Once
	binPath string
	binErr  error
	binDir  string
)

// TestMain removes the binary the exec tests built.
func TestMain(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

func wordproofBinary(t *testing.T) string {
	t.Helper()
	binOnce.Do(func() {
		if binDir, binErr = os.MkdirTemp("", "wordproof-bin-"); binErr != nil {
			return
		}
		binPath = filepath.Join(binDir, "wordproof")
		out, err := exec.Command("go", "build", "-o", binPath, ".").CombinedOutput()
		if err != nil {
			binErr = &buildError{err: err, out: string(out)}
		}
	})
	require.NoError(t, binErr)
	return binPath
}

type buildError struct {
	err error
	out string
}

func (e *buildError) Error() string { return e.err.Error() + ": " + e.out }

// proc is a wordproof process driven like a person at a terminal.
type proc struct {
	t      *testing.T
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stdout *lockedBuffer
	stderr *lockedBuffer
	done   chan struct{}
	code   int
}

// startProc starts the binary with args; env adds to the environment.
func startProc(t *testing.T, env []string, args ...string) *proc {
	t.Helper()
	cmd := exec.Command(wordproofBinary(t), args...)
	cmd.Env = append(append(os.Environ(), "NO_COLOR="), env...)
	p := &proc{t: t, cmd: cmd, stdout: &lockedBuffer{}, stderr: &lockedBuffer{}, done: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = p.stdout, p.stderr
	var err error
	p.stdin, err = cmd.StdinPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	go func() {
		err := cmd.Wait()
		p.code = 0
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			p.code = ee.ExitCode()
			if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
				p.code = 128 + int(ws.Signal())
			}
		}
		close(p.done)
	}()
	t.Cleanup(func() {
		select {
		case <-p.done:
		default:
			_ = cmd.Process.Kill()
			<-p.done
		}
	})
	return p
}

// waitFor waits until the process printed want (on stdout or stderr) count
// times in all, and returns the stdout so far.
func (p *proc) waitFor(want string, count int, timeout time.Duration) string {
	p.t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		out := p.stdout.String()
		if strings.Count(out+p.stderr.String(), want) >= count {
			return out
		}
		select {
		case <-p.done:
			out = p.stdout.String()
			if strings.Count(out+p.stderr.String(), want) >= count {
				return out
			}
			p.t.Fatalf("process exited %d before printing %q\nstdout:\n%s\nstderr:\n%s", p.code, want, out, p.stderr.String())
		case <-time.After(20 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("no %q within %s\nstdout:\n%s\nstderr:\n%s", want, timeout, out, p.stderr.String())
		}
	}
}

// wait waits for the process to exit and returns its exit code.
func (p *proc) wait(timeout time.Duration) int {
	p.t.Helper()
	select {
	case <-p.done:
		return p.code
	case <-time.After(timeout):
		p.t.Fatalf("process did not exit within %s\nstdout:\n%s\nstderr:\n%s", timeout, p.stdout.String(), p.stderr.String())
	}
	return -1
}

// signal sends sig to the process (a real kill for SIGKILL).
func (p *proc) signal(sig os.Signal) {
	p.t.Helper()
	require.NoError(p.t, p.cmd.Process.Signal(sig))
}

// runProc runs the binary to its end and returns the exit code and outputs.
func runProc(t *testing.T, env []string, args ...string) (int, string, string) {
	t.Helper()
	p := startProc(t, env, args...)
	_ = p.stdin.Close()
	code := p.wait(3 * time.Minute)
	return code, p.stdout.String(), p.stderr.String()
}
