package indexer

import (
	"context"
	"database/sql"
	"fmt"
	"strconv"
	"strings"

	_ "github.com/jackc/pgx/v5/stdlib" // registers "pgx"
	_ "modernc.org/sqlite"             // registers "sqlite", pure Go
)

// SQL is the Store over database/sql: SQLite or PostgreSQL.
type SQL struct {
	db       *sql.DB
	postgres bool
}

// Open opens the store at addr: "sqlite:PATH" (or a bare path) for the
// embedded SQLite file, "postgres://..." or "postgresql://..." for a
// PostgreSQL server, and brings its schema up to date.
func Open(ctx context.Context, addr string) (*SQL, error) {
	var s *SQL
	switch {
	case strings.HasPrefix(addr, "postgres://"), strings.HasPrefix(addr, "postgresql://"):
		db, err := sql.Open("pgx", addr)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadDB, err)
		}
		db.SetMaxOpenConns(8)
		s = &SQL{db: db, postgres: true}
	default:
		path := strings.TrimPrefix(addr, "sqlite:")
		if path == "" {
			return nil, fmt.Errorf("%w: %q has no path", ErrBadDB, addr)
		}
		// WAL lets the API read while the follower writes; one writer.
		db, err := sql.Open("sqlite", "file:"+path+"?_pragma=journal_mode(WAL)&_pragma=busy_timeout(10000)&_pragma=synchronous(NORMAL)&_pragma=cache_size(-65536)&_pragma=foreign_keys(on)")
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrBadDB, err)
		}
		db.SetMaxOpenConns(4)
		s = &SQL{db: db}
	}
	if err := s.db.PingContext(ctx); err != nil {
		_ = s.db.Close()
		return nil, fmt.Errorf("opening the store: %w", err)
	}
	if err := s.migrate(ctx); err != nil {
		_ = s.db.Close()
		return nil, err
	}
	return s, nil
}

// Close closes the database.
func (s *SQL) Close() error { return s.db.Close() }

// q rewrites a query's ? placeholders as $1, $2, ... for PostgreSQL.
func (s *SQL) q(query string) string {
	if !s.postgres {
		return query
	}
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// querier is a *sql.DB or *sql.Tx.
type querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// inTx runs f in a transaction, committed if f returns nil.
func (s *SQL) inTx(ctx context.Context, f func(tx *sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := f(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	return tx.Commit()
}
