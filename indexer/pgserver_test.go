package indexer

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"testing"

	"github.com/stretchr/testify/require"
)

// pgBin is where Debian's PostgreSQL 15 puts its server binaries
// (scripts/apt-packages installs postgresql-15).
const pgBin = "/usr/lib/postgresql/15/bin"

var (
	pgOnce sync.Once
	pgURL  string
	pgErr  error
	pgStop func()
)

// TestMain stops the shared PostgreSQL server after the package's tests.
func TestMain(m *testing.M) {
	code := m.Run()
	if pgStop != nil {
		pgStop()
	}
	for _, d := range benchDirs {
		_ = os.RemoveAll(d)
	}
	os.Exit(code)
}

// postgresDB starts one real PostgreSQL server for the package's tests
// (initdb in a temporary directory, pg_ctl on a free loopback port) and
// returns the address of a fresh database in it for t. Never a mock: a
// missing server binary fails the test (run scripts/bootstrap).
func postgresDB(t testing.TB) string {
	t.Helper()
	pgOnce.Do(func() { pgURL, pgErr = startPostgres() })
	require.NoError(t, pgErr, "starting PostgreSQL (scripts/bootstrap installs postgresql-15)")
	pgDBs++
	name := fmt.Sprintf("t%d", pgDBs)
	out, err := pgCommand(filepath.Join(pgBin, "psql"), "-X", "-q", "-d", pgURL+"/postgres", "-c", "CREATE DATABASE "+name).CombinedOutput()
	require.NoError(t, err, string(out))
	return pgURL + "/" + name
}

var pgDBs int

// pgCommand runs a PostgreSQL binary, as the postgres user when we are
// root (initdb and the server refuse to run as root).
func pgCommand(name string, args ...string) *exec.Cmd {
	cmd := exec.Command(name, args...)
	if os.Geteuid() == 0 {
		if u, err := user.Lookup("postgres"); err == nil {
			uid, _ := strconv.Atoi(u.Uid)
			gid, _ := strconv.Atoi(u.Gid)
			cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}}
		}
	}
	return cmd
}

// startPostgres initialises a cluster in a temporary directory and starts
// it on a free port; pgStop stops it and removes the directory.
func startPostgres() (string, error) {
	if _, err := os.Stat(filepath.Join(pgBin, "initdb")); err != nil {
		return "", fmt.Errorf("no PostgreSQL server binaries in %s: %w", pgBin, err)
	}
	dir, err := os.MkdirTemp("", "wordproof-pg-")
	if err != nil {
		return "", err
	}
	if err := os.Chmod(dir, 0o755); err != nil {
		return "", err
	}
	data := filepath.Join(dir, "data")
	if err := os.Mkdir(data, 0o700); err != nil {
		return "", err
	}
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			return "", fmt.Errorf("running as root needs the postgres user: %w", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		for _, p := range []string{dir, data} {
			if err := os.Chown(p, uid, gid); err != nil {
				return "", err
			}
		}
	}
	if out, err := pgCommand(filepath.Join(pgBin, "initdb"), "-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync").CombinedOutput(); err != nil {
		return "", fmt.Errorf("initdb: %w: %s", err, out)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	port := l.Addr().(*net.TCPAddr).Port
	_ = l.Close()
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off", port, dir)
	if out, err := pgCommand(filepath.Join(pgBin, "pg_ctl"), "-D", data, "-o", opts, "-l", filepath.Join(dir, "log"), "-w", "start").CombinedOutput(); err != nil {
		return "", fmt.Errorf("pg_ctl start: %w: %s", err, out)
	}
	pgStop = func() {
		_ = pgCommand(filepath.Join(pgBin, "pg_ctl"), "-D", data, "-m", "immediate", "-w", "stop").Run()
		_ = os.RemoveAll(dir)
	}
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d", port), nil
}
