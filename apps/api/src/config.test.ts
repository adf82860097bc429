import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('works with no variables at all: embedded database, port 3000, demo mode', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.env).toBe('demo');
    expect(config.devPages).toBe(true);
    expect('dataDir' in config.database && config.database.dataDir).toMatch(/data[/\\]pglite$/);
  });

  it('uses the PostgreSQL server when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/agency' });
    expect(config.database).toEqual({ url: 'postgres://u@db:5432/agency' });
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
