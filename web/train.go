package web

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"net/http"
	"sync"
	"time"

	duelclient "github.com/wordproof/wordproof/client/worduel"
	rules "github.com/wordproof/wordproof/game/worduel"
)

// Worduel Training in the browser. The local process holds each round's word
// and answers guesses with game/worduel's Training (colours from
// game.Feedback, the embedded answer and guess lists), the rules the
// terminal's 'duel train' plays: the page implements no rule of its own and
// never sees the word before the round ends. Training touches no chain, so
// these routes work on a Server that is not connected.

// TrainPage is the path of the Worduel training page.
const TrainPage = "/worduel/train.html"

// maxTrainRounds bounds the rounds kept in memory; starting one more forgets
// the oldest.
const maxTrainRounds = 64

// trainRooms are the training rounds of the page(s). The zero value is ready.
type trainRooms struct {
	mu     sync.Mutex
	rounds map[string]*trainRound
	order  []string // ids, oldest first
}

type trainRound struct {
	seed uint64
	t    *rules.Training
}

// trainNewRequest optionally fixes the seed, for a round that can be replayed.
type trainNewRequest struct {
	Seed *uint64 `json:"seed"`
}

type trainGuessRequest struct {
	ID    string `json:"id"`
	Guess string `json:"guess"`
}

// trainView is a round as the page draws it.
type trainView struct {
	ID string `json:"id"`
	duelclient.TrainRecord
}

func (rooms *trainRooms) routes(mux *http.ServeMux) {
	mux.HandleFunc("POST /api/train/new", rooms.handleNew)
	mux.HandleFunc("POST /api/train/guess", rooms.handleGuess)
}

func (rooms *trainRooms) handleNew(w http.ResponseWriter, r *http.Request) {
	var req trainNewRequest
	if err := decode(r, &req); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	seed := duelclient.RandomTrainSeed()
	if req.Seed != nil {
		seed = *req.Seed
	}
	var idBytes [16]byte
	if _, err := rand.Read(idBytes[:]); err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	tw, err := duelclient.LoadTrainWords()
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	t, err := tw.NewTraining(seed)
	if err != nil {
		writeError(w, http.StatusInternalServerError, err)
		return
	}
	id := hex.EncodeToString(idBytes[:])
	round := &trainRound{seed: seed, t: t}
	rooms.mu.Lock()
	defer rooms.mu.Unlock()
	if rooms.rounds == nil {
		rooms.rounds = map[string]*trainRound{}
	}
	if len(rooms.order) == maxTrainRounds {
		delete(rooms.rounds, rooms.order[0])
		rooms.order = rooms.order[1:]
	}
	rooms.rounds[id] = round
	rooms.order = append(rooms.order, id)
	writeJSON(w, http.StatusOK, round.view(id))
}

func (rooms *trainRooms) handleGuess(w http.ResponseWriter, r *http.Request) {
	var req trainGuessRequest
	if err := decode(r, &req); err != nil {
		writeError(w, http.StatusBadRequest, err)
		return
	}
	rooms.mu.Lock()
	defer rooms.mu.Unlock()
	round := rooms.rounds[req.ID]
	if round == nil {
		writeError(w, http.StatusNotFound, errors.New("no such training round (the local process restarted, or it was the oldest of many): start a new word"))
		return
	}
	if _, err := round.t.Guess(req.Guess); err != nil {
		// A refused word does not count; the page shows the reason.
		writeError(w, http.StatusBadRequest, err)
		return
	}
	writeJSON(w, http.StatusOK, round.view(req.ID))
}

func (round *trainRound) view(id string) trainView {
	return trainView{ID: id, TrainRecord: duelclient.Record(round.t, round.seed)}
}

// ServeTraining serves the pages and the training API alone on addr (loopback
// only; port 0 picks one) until ctx ends: training with no chain, store or
// wallet ('wordproof duel train --web'). ready receives the page's URL once
// it listens.
func ServeTraining(ctx context.Context, addr string, ready func(url string)) error {
	if err := checkLoopback(addr); err != nil {
		return err
	}
	mux := http.NewServeMux()
	static, _ := fs.Sub(staticFiles, "static")
	mux.Handle("GET /", http.FileServerFS(static))
	mux.Handle("GET /{$}", http.RedirectHandler(TrainPage, http.StatusSeeOther))
	new(trainRooms).routes(mux)
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("web: listen: %w", err)
	}
	srv := &http.Server{Handler: guard(mux), ReadHeaderTimeout: 10 * time.Second}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	ready("http://" + ln.Addr().String() + TrainPage)
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	stopCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	return srv.Shutdown(stopCtx)
}
