#!/bin/sh
# First start on an empty data directory: a cluster whose superuser is POSTGRES_USER with POSTGRES_PASSWORD and
# a database POSTGRES_DB, reachable by password from other containers. Then PostgreSQL in the foreground.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s\n' "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}" > /tmp/pwfile
  initdb --username="${POSTGRES_USER:-postgres}" --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 >/dev/null
  rm -f /tmp/pwfile
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  # A private socket while setting up, so pg_isready (the health check) says no until the real start below.
  pg_ctl -w -o "-c listen_addresses='' -k /tmp" start >/dev/null
  if [ "${POSTGRES_DB:-postgres}" != postgres ]; then
    createdb --host=/tmp --username="${POSTGRES_USER:-postgres}" "$POSTGRES_DB"
  fi
  pg_ctl -w stop >/dev/null
fi
exec postgres -c listen_addresses='*'
