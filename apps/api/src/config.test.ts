import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'config-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('works with no variables at all: embedded database, port 3000, demo mode', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.env).toBe('demo');
    expect(config.devPages).toBe(true);
    expect('dataDir' in config.database && config.database.dataDir).toBe(join(dataDir, 'pglite'));
  });

  it('listens on loopback unless HOST is set, and trusts no proxy unless TRUST_PROXY names one', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.host).toBe('127.0.0.1');
    expect(config.trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY');
  });

  it('reads ALLOWED_HOSTS as host names without ports, and refuses a pattern or a path', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).allowedHosts).toEqual([]);
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        ALLOWED_HOSTS: ' Portal.Example.com, 10.0.0.5:3000,[::1]:80 ,https://x.example/',
      }).allowedHosts,
    ).toEqual(['portal.example.com', '10.0.0.5', '[::1]', 'x.example']);
    expect(() => loadConfig({ DATA_DIR: dataDir, ALLOWED_HOSTS: '*.example.com' })).toThrow('ALLOWED_HOSTS');
    expect(() => loadConfig({ DATA_DIR: dataDir, ALLOWED_HOSTS: 'example.com/portal' })).toThrow('ALLOWED_HOSTS');
  });

  it('makes up a random secret once, keeps it in the data directory for this user only, and reuses it', () => {
    const own = mkdtempSync(join(tmpdir(), 'config-secret-'));
    const first = loadConfig({ DATA_DIR: own }).authSecret;
    const file = join(own, 'auth-secret');
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: own }).authSecret).toBe(first);
    const other = mkdtempSync(join(tmpdir(), 'config-secret-'));
    expect(loadConfig({ DATA_DIR: other }).authSecret).not.toBe(first);
    expect(loadConfig({ DATA_DIR: own, AUTH_SECRET: 'y'.repeat(40) }).authSecret).toBe('y'.repeat(40));
    rmSync(own, { recursive: true, force: true });
    rmSync(other, { recursive: true, force: true });
  });

  it('uses the PostgreSQL server when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@db:5432/agency' });
    expect(config.database).toEqual({ url: 'postgres://u@db:5432/agency', poolSize: 10 });
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_MAX', () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@db:5432/agency' };
    expect(loadConfig({ ...env, DATABASE_POOL_MAX: '40' }).database).toEqual({ url: env.DATABASE_URL, poolSize: 40 });
    expect(() => loadConfig({ ...env, DATABASE_POOL_MAX: '0' })).toThrow(
      'DATABASE_POOL_MAX must be between 1 and 1000',
    );
    expect(() => loadConfig({ ...env, DATABASE_POOL_MAX: 'many' })).toThrow('DATABASE_POOL_MAX must be a number');
  });

  it('names the variable when PORT is not a number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('Invalid configuration: PORT: PORT must be a number');
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be between 0 and 65535');
  });

  it('demands a real secret in production and hides the dev pages there', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow('AUTH_SECRET');
    const config = loadConfig({ APP_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) });
    expect(config.devPages).toBe(false);
    expect(config.isProduction).toBe(true);
  });
});
