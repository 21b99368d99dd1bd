// A throw-away database on a PostgreSQL server, so a benchmark never touches existing data:
// created under a random name, dropped (with its connections) at the end.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function admin(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createFreshDatabase(serverUrl) {
  const name = `sapar_bench_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
