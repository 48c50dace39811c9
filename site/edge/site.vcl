# The edge cache in front of the site's replicas (Varnish 7 with vmod xkey from varnish-modules), as `npm start`
# runs it with EDGE=1 and as tests/edge and `npm run bench edge` run it. site/edge/varnish.ts fills in the
# backends, the director and the purgers' addresses (the marked lines below); the rules are the contract of
# site/server/edge.ts:
#   - a page is kept for its `s-maxage`, indexed by its `Surrogate-Key` keys (its sync tags) for xkey;
#   - `PURGE` with `xkey-purge: <keys>` (from the purger only) soft-purges exactly the pages with those keys: they
#     are fetched again on the next request, and kept only as a fallback for when every origin is down;
#   - while an origin answers, nothing past its TTL is served (no grace): a purged page is never shown again;
#   - when no replica answers (every try of a fetch fails), a kept copy is served for up to its `stale-if-error`;
#   - nothing per visitor is looked up or stored: cookies, credentials, the Studio's preview frame; nothing the
#     origin calls private or no-store, nothing with Set-Cookie;
#   - a replica that stops answering (a stuck or paused process) is out within seconds and a fetch it does not answer
#     is retried on the other, while a replica that is merely busy rendering stays in (see "Silent or busy" below).
#
# Silent or busy. Each replica answers a health probe (`/__site/health`, site/server/serve.ts) from its event loop,
# without reading content or rendering: a Node process busy rendering still answers it within milliseconds between
# renders (a render mostly waits for content reads), while a stopped or stuck process answers nothing. So the probe
# (varnish.ts: every half second, one-second timeout) takes a replica out after two missed answers of the last three
# (within about 2 s), and nothing about how long pages take to render enters that decision. A fetch already sent to
# a replica that went silent is bounded by a short first-byte timeout (varnish.ts), on two tries:
#   1. any healthy replica (round robin);
#   2. another one (the first again only if it is the only one healthy);
#   3. with the long timeout, the first one again if the probe still counts it healthy, else another: by now (two
#      short bounds later) a silent replica has been taken out, while a busy one is still in and this try joins the
#      render it has in progress (site/server/pages.ts shares one render per page).
# So a page that takes long to render still answers, and a silent replica costs a request at most one short bound
# (or two, when the other replica is slow at that moment).
vcl 4.1;

import std;
import xkey;
import directors;

#BACKENDS#

acl purgers {
  #PURGERS#
}

sub vcl_init {
  new sites = directors.round_robin();
  #DIRECTOR#
  # For the second try: the replicas other than the first try's, then that one; for the third: the first try's
  # replica, then the others (each director skips a replica the probe counts as sick).
  #RETRY_DIRECTORS#
}

sub vcl_recv {
  set req.backend_hint = sites.backend();
  if (req.url == "/__edge/health") {
    return (synth(200, "edge ok"));
  }
  # Which replicas the probe counts as healthy (for the purgers' hosts only: operators, tests and the bench).
  if (req.url == "/__edge/backends") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    return (synth(200, "backends"));
  }
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "xkey-purge header missing"));
    }
    set req.http.n-gone = xkey.softpurge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.n-gone));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # The origin renders a lighter page for the data saver (`Vary: Save-Data`): only `on` counts, so every other
  # value shares the normal copy (vcl_hash keeps the two apart; one xkey purge reaches both).
  if (req.http.Save-Data ~ "(?i)^\s*on\s*$") {
    set req.http.Save-Data = "on";
  } else {
    unset req.http.Save-Data;
  }
  # Brotli for a browser that takes it (site/server/encodings.ts), Varnish's own gzip for every other: Varnish sets
  # Accept-Encoding to gzip after this, so the choice is kept in x-edge-br, asked of the origin in vcl_backend_fetch
  # and kept apart in vcl_hash (one xkey purge reaches both copies). `br;q=0` refuses it.
  if (req.http.Accept-Encoding ~ "(?i)(^|,)\s*br\s*(,|$|;\s*q=(1|0?\.[0-9]*[1-9]))") {
    set req.http.x-edge-br = "1";
  } else {
    unset req.http.x-edge-br;
  }
  if (req.http.Cookie || req.http.Authorization || req.http.Sec-Fetch-Dest == "iframe" ||
      req.url ~ "[?&]sanity-preview") {
    set req.http.x-edge-pass = "1";
    return (pass);
  }
  # Only fresh copies while the origins answer; after a failed fetch (vcl_synth restarts the request) any kept copy
  # within its grace (its stale-if-error).
  if (req.http.x-edge-fallback) {
    # (req.grace outlives a restart: lift the limit; each page's own grace still applies.)
    set req.grace = 3650d;
  } else {
    set req.grace = 0s;
  }
  return (hash);
}

sub vcl_hash {
  # One site: the URL alone (any Host, any port), the data saver's variant and the Brotli copy.
  hash_data(req.url);
  if (req.http.Save-Data) {
    hash_data("save-data");
  }
  if (req.http.x-edge-br) {
    hash_data("br");
  }
  return (lookup);
}

sub vcl_backend_fetch {
  if (bereq.http.x-edge-br) {
    set bereq.http.Accept-Encoding = "br";
    unset bereq.http.x-edge-br;
  }
  # See "Silent or busy" for the three tries. (x-edge-first-try names the replica of the first; the origin ignores it.)
  if (bereq.retries < 2) {
    # A healthy replica starts sending a page well within this; a silent one never does.
    set bereq.first_byte_timeout = #FIRST_TRY_FIRST_BYTE#;
  } else {
    set bereq.first_byte_timeout = #RETRY_FIRST_BYTE#;
  }
  if (bereq.retries == 1) {
    #SECOND_PICK#
  } elsif (bereq.retries == 2) {
    #THIRD_PICK#
  }
}

sub vcl_backend_response {
  if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store|no-cache)" ||
      beresp.http.Cache-Control !~ "s-maxage" || beresp.status != 200) {
    # Not for a shared cache: remember that for a few seconds (hit-for-miss), so requests do not queue behind it.
    set beresp.ttl = 5s;
    set beresp.grace = 0s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  set beresp.http.xkey = beresp.http.Surrogate-Key;
  # s-maxage sets the TTL (Varnish reads it); stale-if-error, which Varnish does not read, the grace.
  set beresp.grace = std.duration(
    regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1s"), 0s);
  return (deliver);
}

sub vcl_backend_error {
  # This replica did not answer (refused, or silent past the first-byte bound): the next try ("Silent or busy"); if
  # none answers, give up on the fetch, so the client side falls back to a kept copy (vcl_synth).
  if (bereq.retries == 0) {
    set bereq.http.x-edge-first-try = beresp.backend.name;
  }
  if (bereq.retries < 2) {
    return (retry);
  }
  if (bereq.method == "GET" || bereq.method == "HEAD") {
    return (abandon);
  }
}

sub vcl_synth {
  if (req.url == "/__edge/backends" && resp.status == 200) {
    set resp.http.Content-Type = "application/json";
    set resp.http.Cache-Control = "no-store";
    synthetic(#BACKEND_HEALTH#);
    return (deliver);
  }
  if (req.http.n-gone) {
    set resp.http.X-Purged = req.http.n-gone;
  }
  if (resp.status == 503 && req.restarts == 0 && !req.http.x-edge-fallback &&
      (req.method == "GET" || req.method == "HEAD")) {
    set req.http.x-edge-fallback = "1";
    return (restart);
  }
}

sub vcl_deliver {
  if (req.http.x-edge-pass) {
    set resp.http.X-Edge-Cache = "pass";
  } elsif (obj.uncacheable) {
    set resp.http.X-Edge-Cache = "uncacheable";
  } elsif (obj.hits > 0 && obj.ttl > 0s) {
    set resp.http.X-Edge-Cache = "hit";
  } elsif (obj.hits > 0) {
    set resp.http.X-Edge-Cache = "stale";
  } else {
    set resp.http.X-Edge-Cache = "miss";
  }
  # The keys are for this cache, not for visitors (as a CDN strips them).
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.Cache-Tag;
}
