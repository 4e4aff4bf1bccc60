package store

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"
)

// Proposal is a game proposed by mail, waiting for its invitations.
type Proposal struct {
	ID       int64
	Kind     string
	Settings string // JSON: the game's options, hours per decision and time control
	Proposer string
	Status   string // "open", "started", "declined" or "expired"
	GameID   int64  // the game it started, 0 before
	Created  time.Time
	Expires  time.Time
}

// Invitation is one seat of a proposal: the address asked and its answer.
type Invitation struct {
	ProposalID int64
	Seat       string
	Address    string
	Token      string
	Answer     string // "pending", "accepted" or "declined"
}

// AddProposal stores p with its invitations, in seat order, and sets p.ID.
func (t *Tx) AddProposal(p *Proposal, inv []Invitation) error {
	if err := requireTimes(namedTime{"Created", p.Created}, namedTime{"Expires", p.Expires}); err != nil {
		return fmt.Errorf("add proposal: %w", err)
	}
	err := t.queryRow(`INSERT INTO proposals (kind, settings, proposer, status, game_id, created, expires)
		VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, p.Kind, p.Settings, strings.ToLower(p.Proposer), p.Status,
		optID(p.GameID), millis(p.Created), millis(p.Expires)).Scan(&p.ID)
	if err != nil {
		return fmt.Errorf("add proposal: %w", err)
	}
	for i, v := range inv {
		if _, err := t.exec(`INSERT INTO invitations (proposal_id, seat, ord, address, token, answer) VALUES (?, ?, ?, ?, ?, ?)`,
			p.ID, v.Seat, i, strings.ToLower(v.Address), v.Token, v.Answer); err != nil {
			return fmt.Errorf("add invitation of %s: %w", v.Seat, duplicate(err))
		}
	}
	return nil
}

// ProposalByID returns a proposal and its invitations in seat order, or
// an error wrapping ErrNotFound.
func (t *Tx) ProposalByID(id int64) (*Proposal, []Invitation, error) {
	var (
		p                Proposal
		gameID           sql.NullInt64
		created, expires int64
	)
	err := t.queryRow(`SELECT id, kind, settings, proposer, status, game_id, created, expires FROM proposals WHERE id = ?`, id).
		Scan(&p.ID, &p.Kind, &p.Settings, &p.Proposer, &p.Status, &gameID, &created, &expires)
	if errors.Is(err, sql.ErrNoRows) {
		err = ErrNotFound
	}
	if err != nil {
		return nil, nil, fmt.Errorf("get proposal %d: %w", id, err)
	}
	p.GameID, p.Created, p.Expires = gameID.Int64, fromMillis(created), fromMillis(expires)
	inv, err := queryAll(t, scanInvitation, `SELECT proposal_id, seat, address, token, answer FROM invitations
		WHERE proposal_id = ? ORDER BY ord`, id)
	if err != nil {
		return nil, nil, fmt.Errorf("get invitations of proposal %d: %w", id, err)
	}
	return &p, inv, nil
}

// UpdateProposal stores p's Status and GameID.
func (t *Tx) UpdateProposal(p *Proposal) error {
	if _, err := t.exec(`UPDATE proposals SET status = ?, game_id = ? WHERE id = ?`, p.Status, optID(p.GameID), p.ID); err != nil {
		return fmt.Errorf("update proposal %d: %w", p.ID, err)
	}
	return nil
}

// Answer stores an invitation's answer.
func (t *Tx) Answer(v Invitation) error {
	ok, err := t.execOne(`UPDATE invitations SET answer = ? WHERE proposal_id = ? AND seat = ?`, v.Answer, v.ProposalID, v.Seat)
	if err != nil {
		return fmt.Errorf("answer invitation %d %s: %w", v.ProposalID, v.Seat, err)
	}
	if !ok {
		return fmt.Errorf("answer invitation %d %s: %w", v.ProposalID, v.Seat, ErrNotFound)
	}
	return nil
}

// ExpiredProposals lists the ids of open proposals whose time ran out by
// now.
func (t *Tx) ExpiredProposals(now time.Time) ([]int64, error) {
	ids, err := queryAll(t, scanID, `SELECT id FROM proposals WHERE status = 'open' AND expires <= ? ORDER BY expires, id`, millis(now))
	if err != nil {
		return nil, fmt.Errorf("list expired proposals: %w", err)
	}
	return ids, nil
}

func scanID(r scanner) (id int64, err error) {
	err = r.Scan(&id)
	return id, err
}

func scanInvitation(r scanner) (v Invitation, err error) {
	err = r.Scan(&v.ProposalID, &v.Seat, &v.Address, &v.Token, &v.Answer)
	return v, err
}
