// Package metrics is a small Prometheus registry: counters, gauges and
// labelled counters with hierarchical names (relayer/mempool/accepted),
// exposed in the Prometheus text format (relayer_mempool_accepted). Values
// are integers; units are part of the name (_wei, _gas).
package metrics

import (
	"fmt"
	"io"
	"math/big"
	"net/http"
	"sort"
	"strings"
	"sync"
)

// Registry holds metrics by name. The zero value is not usable; use New.
type Registry struct {
	mu      sync.Mutex
	metrics map[string]metric
}

type metric interface {
	help() string
	kind() string
	write(w io.Writer, name string)
}

// New returns an empty registry.
func New() *Registry { return &Registry{metrics: map[string]metric{}} }

func (r *Registry) register(name string, m metric) metric {
	r.mu.Lock()
	defer r.mu.Unlock()
	if old, ok := r.metrics[name]; ok {
		return old
	}
	r.metrics[name] = m
	return m
}

// Counter is a monotonically increasing value.
type Counter struct {
	desc string
	mu   sync.Mutex
	v    *big.Int
}

// NewCounter registers (or returns the existing) counter name.
func (r *Registry) NewCounter(name, desc string) *Counter {
	c, _ := r.register(name, &Counter{desc: desc, v: new(big.Int)}).(*Counter)
	return c
}

// Add adds n (negative n is ignored).
func (c *Counter) Add(n int64) {
	if c == nil || n < 0 {
		return
	}
	c.mu.Lock()
	c.v.Add(c.v, big.NewInt(n))
	c.mu.Unlock()
}

// AddBig adds a big value (wei).
func (c *Counter) AddBig(n *big.Int) {
	if c == nil || n == nil || n.Sign() < 0 {
		return
	}
	c.mu.Lock()
	c.v.Add(c.v, n)
	c.mu.Unlock()
}

// Inc adds one.
func (c *Counter) Inc() { c.Add(1) }

// Value returns the current value.
func (c *Counter) Value() *big.Int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return new(big.Int).Set(c.v)
}

func (c *Counter) help() string { return c.desc }
func (c *Counter) kind() string { return "counter" }
func (c *Counter) write(w io.Writer, name string) {
	fmt.Fprintf(w, "%s %s\n", name, c.Value())
}

// Gauge is a value that goes up and down, set directly or read from a function.
type Gauge struct {
	desc string
	mu   sync.Mutex
	v    *big.Int
	fn   func() *big.Int
}

// NewGauge registers a gauge.
func (r *Registry) NewGauge(name, desc string) *Gauge {
	g, _ := r.register(name, &Gauge{desc: desc, v: new(big.Int)}).(*Gauge)
	return g
}

// NewGaugeFunc registers a gauge read from fn at every scrape.
func (r *Registry) NewGaugeFunc(name, desc string, fn func() *big.Int) {
	r.register(name, &Gauge{desc: desc, fn: fn})
}

// Set sets the value.
func (g *Gauge) Set(v int64) { g.SetBig(big.NewInt(v)) }

// SetBig sets a big value.
func (g *Gauge) SetBig(v *big.Int) {
	if g == nil || v == nil {
		return
	}
	g.mu.Lock()
	g.v = new(big.Int).Set(v)
	g.mu.Unlock()
}

// Value returns the current value.
func (g *Gauge) Value() *big.Int {
	if g.fn != nil {
		if v := g.fn(); v != nil {
			return v
		}
		return new(big.Int)
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	return new(big.Int).Set(g.v)
}

func (g *Gauge) help() string { return g.desc }
func (g *Gauge) kind() string { return "gauge" }
func (g *Gauge) write(w io.Writer, name string) {
	fmt.Fprintf(w, "%s %s\n", name, g.Value())
}

// CounterVec is a family of counters with one label.
type CounterVec struct {
	desc  string
	label string
	mu    sync.Mutex
	vals  map[string]*big.Int
}

// NewCounterVec registers a labelled counter family.
func (r *Registry) NewCounterVec(name, desc, label string) *CounterVec {
	c, _ := r.register(name, &CounterVec{desc: desc, label: label, vals: map[string]*big.Int{}}).(*CounterVec)
	return c
}

// Inc adds one to the counter with label value lv.
func (c *CounterVec) Inc(lv string) {
	if c == nil {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	v, ok := c.vals[lv]
	if !ok {
		v = new(big.Int)
		c.vals[lv] = v
	}
	v.Add(v, big.NewInt(1))
}

// Value returns the counter of label value lv.
func (c *CounterVec) Value(lv string) int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	if v, ok := c.vals[lv]; ok {
		return v.Int64()
	}
	return 0
}

func (c *CounterVec) help() string { return c.desc }
func (c *CounterVec) kind() string { return "counter" }
func (c *CounterVec) write(w io.Writer, name string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	keys := make([]string, 0, len(c.vals))
	for k := range c.vals {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(w, "%s{%s=%q} %s\n", name, c.label, k, c.vals[k])
	}
}

// PromName turns relayer/mempool/accepted into relayer_mempool_accepted.
func PromName(name string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '_':
			return r
		}
		return '_'
	}, name)
}

// WriteText writes every metric in the Prometheus text format, sorted by name.
func (r *Registry) WriteText(w io.Writer) {
	r.mu.Lock()
	names := make([]string, 0, len(r.metrics))
	for n := range r.metrics {
		names = append(names, n)
	}
	ms := make(map[string]metric, len(r.metrics))
	for n, m := range r.metrics {
		ms[n] = m
	}
	r.mu.Unlock()
	sort.Strings(names)
	for _, n := range names {
		m := ms[n]
		pn := PromName(n)
		fmt.Fprintf(w, "# HELP %s %s\n# TYPE %s %s\n", pn, m.help(), pn, m.kind())
		m.write(w, pn)
	}
}

// Handler serves the registry at /metrics.
func (r *Registry) Handler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "text/plain; version=0.0.4")
		r.WriteText(w)
	})
}
