#!/bin/sh
# Run once by the postgres image when it creates the cluster: lets the replica of the compose file's
# `scale` profile stream from this primary (the image's own rules cover ordinary connections only).
set -e
echo "host replication all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
