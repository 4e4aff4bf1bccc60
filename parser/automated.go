package parser

import (
	"regexp"
	"strings"

	"github.com/emersion/go-message/mail"
)

// autoReplySubjectPattern matches the subjects of out-of-office and other
// automatic replies in common languages.
var autoReplySubjectPattern = regexp.MustCompile(`(?i)^\s*(` +
	`out of (the )?office|automatic reply|auto[- ]?reply|autoreply|auto:|auto-response|autoresponse|` +
	`abwesenheitsnotiz|automatische antwort|abwesend|` +
	`réponse automatique|absence|risposta automatica|fuori sede|respuesta automática|fuera de la oficina|` +
	`resposta automática|automatisch antwoord|afwezig|automatiskt? svar|autosvar|automaattinen vastaus|` +
	`automatyczna odpowiedź|otomatik yanıt|автоматический ответ|自动回复|自动答复|自動回覆|自動回復|自動應答|自動応答|不在通知|자동 회신` +
	`)`)

// bounceSubjectPattern matches the subjects of non-delivery reports that
// come without a delivery-status report or a daemon's sender address
// (Exchange's own sender, webmail providers' notices).
var bounceSubjectPattern = regexp.MustCompile(`(?i)^\s*(` +
	`undeliverable:|undelivered mail returned to sender|mail delivery failed|returned mail:|failure notice|` +
	`delivery status notification \(failure\)|unzustellbar:|nicht zustellbar:|non remis ?:|non recapitabile:|` +
	`no se puede entregar:|onbestelbaar:|系统退信|退信` +
	`)`)

// automatedReason says why a message was sent by a machine and must not be
// answered, or "" for a human message. from is the lowercased sender.
//
// Signals, in this order: our own address ("own address"); a delivery status
// notification, MAILER-DAEMON or postmaster sender, X-Failed-Recipients,
// Exchange's X-MS-Exchange-Message-Is-Ndr or a non-delivery subject
// ("bounce"); another multipart/report such as a read receipt ("report");
// Auto-Submitted other than "no", X-Autoreply, X-Autorespond, Precedence
// auto_reply or an out-of-office subject ("auto-reply"); List-Id,
// List-Unsubscribe or Precedence list ("list"); Precedence bulk or junk
// ("bulk"); and an empty Return-Path "<>" ("null sender"). X-Auto-Response-
// Suppress alone is no signal: Outlook sets it on ordinary mail too.
func automatedReason(h *mail.Header, from, subject string, referee []string) string {
	if from != "" && len(referee) > 0 && isReferee(stripPlus(from), referee) {
		return "own address"
	}
	ctype, params, _ := h.ContentType()
	local, _, _ := strings.Cut(from, "@")
	switch {
	case ctype == "multipart/report" && strings.EqualFold(params["report-type"], "delivery-status"),
		local == "mailer-daemon", local == "postmaster", h.Has("X-Failed-Recipients"),
		h.Has("X-MS-Exchange-Message-Is-Ndr"), bounceSubjectPattern.MatchString(subject):
		return "bounce"
	case ctype == "multipart/report":
		return "report"
	}
	precedence := strings.ToLower(strings.TrimSpace(h.Get("Precedence")))
	auto := strings.ToLower(strings.TrimSpace(h.Get("Auto-Submitted")))
	auto, _, _ = strings.Cut(auto, ";")
	switch {
	case auto != "" && strings.TrimSpace(auto) != "no",
		h.Has("X-Autoreply"), h.Has("X-Autorespond"), h.Has("X-Autoresponder"),
		precedence == "auto_reply", autoReplySubjectPattern.MatchString(subject):
		return "auto-reply"
	case h.Has("List-Id"), h.Has("List-Unsubscribe"), precedence == "list":
		return "list"
	case precedence == "bulk", precedence == "junk":
		return "bulk"
	case isNullReturnPath(h):
		return "null sender"
	}
	return ""
}

// isNullReturnPath reports whether a Return-Path header is "<>" (RFC 5321
// §4.5.5: notifications are sent with an empty reverse path).
func isNullReturnPath(h *mail.Header) bool {
	for _, v := range h.Values("Return-Path") {
		if strings.Join(strings.Fields(v), "") == "<>" {
			return true
		}
	}
	return false
}
