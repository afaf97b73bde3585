import { describe, expect, test } from 'vitest';
import { ConfigError, parseBuildEnv, parseFirebaseEnv } from './build-env';

const valid = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q',
  VITE_FIREBASE_AUTH_DOMAIN: 'ipoh-welding.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'ipoh-welding',
  VITE_FIREBASE_STORAGE_BUCKET: 'ipoh-welding.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:123456789012:web:0a1b2c3d4e5f6a7b',
};

function failure(env: Record<string, unknown>): ConfigError {
  try {
    parseBuildEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('build configuration', () => {
  test('without VITE_BACKEND the build is the embedded-server build and needs no Firebase key', () => {
    expect(parseBuildEnv({})).toEqual({ backend: 'http' });
    expect(parseBuildEnv({ VITE_BACKEND: '' })).toEqual({ backend: 'http' });
    expect(parseBuildEnv({ VITE_BACKEND: 'http', VITE_FIREBASE_API_KEY: 'junk' })).toEqual({ backend: 'http' });
  });

  test('an unknown backend stops the build and names VITE_BACKEND', () => {
    const error = failure({ VITE_BACKEND: 'supabase' });
    expect(error.keys).toEqual(['VITE_BACKEND']);
    expect(error.message).toContain('VITE_BACKEND: expected one of: http, firebase');
  });

  test('a complete hosted configuration gives the web app options', () => {
    expect(parseBuildEnv({ ...valid, VITE_FIREBASE_MESSAGING_SENDER_ID: '123456789012' })).toEqual({
      backend: 'firebase',
      firebase: {
        options: {
          apiKey: valid.VITE_FIREBASE_API_KEY,
          authDomain: 'ipoh-welding.firebaseapp.com',
          projectId: 'ipoh-welding',
          storageBucket: 'ipoh-welding.firebasestorage.app',
          appId: valid.VITE_FIREBASE_APP_ID,
          messagingSenderId: '123456789012',
        },
        emulators: {},
      },
    });
  });

  test('a missing key is named as missing, and an empty line counts as missing', () => {
    const { VITE_FIREBASE_PROJECT_ID: _dropped, ...rest } = valid;
    const error = failure({ ...rest, VITE_FIREBASE_APP_ID: '  ' });
    expect(error.keys).toEqual(['VITE_FIREBASE_PROJECT_ID', 'VITE_FIREBASE_APP_ID']);
    expect(error.message).toContain('VITE_FIREBASE_PROJECT_ID is missing');
    expect(error.message).toContain('VITE_FIREBASE_APP_ID is missing');
    expect(error.message).toContain('docs/hosted-mode.md');
  });

  test('a malformed key is named with what was expected', () => {
    const error = failure({
      ...valid,
      VITE_FIREBASE_AUTH_DOMAIN: 'https://ipoh-welding.firebaseapp.com',
      VITE_FIREBASE_STORAGE_BUCKET: 'gs://ipoh-welding.appspot.com',
      VITE_FIREBASE_API_KEY: 'not-a-key',
    });
    expect(error.keys).toEqual(['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_AUTH_DOMAIN', 'VITE_FIREBASE_STORAGE_BUCKET']);
    expect(error.message).toContain(
      'VITE_FIREBASE_AUTH_DOMAIN: expected a host name such as my-project.firebaseapp.com, without https://',
    );
    expect(error.message).toContain('VITE_FIREBASE_STORAGE_BUCKET: expected the bucket name');
    expect(error.message).toContain('VITE_FIREBASE_API_KEY: expected the web API key');
  });

  test('emulator hosts are optional and parsed into host and port', () => {
    const settings = parseFirebaseEnv({
      ...valid,
      VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: '',
    });
    expect(settings.emulators).toEqual({ auth: { host: '127.0.0.1', port: 9099 } });
    const error = failure({ ...valid, VITE_FIREBASE_AUTH_EMULATOR_HOST: 'http://localhost:9099' });
    expect(error.keys).toEqual(['VITE_FIREBASE_AUTH_EMULATOR_HOST']);
  });

  test('surrounding spaces from an env file are forgiven', () => {
    const settings = parseFirebaseEnv({ ...valid, VITE_FIREBASE_PROJECT_ID: ' ipoh-welding ' });
    expect(settings.options.projectId).toBe('ipoh-welding');
  });
});
