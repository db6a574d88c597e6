import { describe, expect, it } from 'vitest';
import { formEndpoint, isLocalHost } from '../../../src/islands/form/endpoint.ts';

const base = { serviceUrl: 'https://hapiform.sg', formId: 'harbourview-enquiry' };

describe('the form service endpoint', () => {
  it('posts to /api/{formId} with the current locale', () => {
    expect(formEndpoint({ ...base, locale: 'en', hostname: 'www.harbourview-ortho.example' })).toBe(
      'https://hapiform.sg/api/harbourview-enquiry?locale=en',
    );
    expect(formEndpoint({ ...base, locale: 'cn', hostname: 'www.harbourview-ortho.example' })).toBe(
      'https://hapiform.sg/api/harbourview-enquiry?locale=cn',
    );
    expect(formEndpoint({ ...base, serviceUrl: 'http://127.0.0.1:4310/', locale: 'bh', hostname: '' })).toBe(
      'http://127.0.0.1:4310/api/harbourview-enquiry?locale=bh',
    );
  });

  it('adds test=1 on localhost, 127.0.0.1 and [::1] only', () => {
    for (const hostname of ['localhost', '127.0.0.1', '[::1]', 'LOCALHOST']) {
      expect(formEndpoint({ ...base, locale: 'cn', hostname })).toBe('https://hapiform.sg/api/harbourview-enquiry?locale=cn&test=1');
    }
    for (const hostname of ['www.harbourview-ortho.example', '127.0.0.2', 'localhost.example', '192.168.1.5', '']) {
      expect(isLocalHost(hostname)).toBe(false);
      expect(formEndpoint({ ...base, locale: 'en', hostname })).not.toContain('test=');
    }
  });

  it('escapes the form id into one path segment', () => {
    expect(formEndpoint({ ...base, formId: 'a/b c', locale: 'en', hostname: '' })).toBe('https://hapiform.sg/api/a%2Fb%20c?locale=en');
  });

  it("throws 'No hapiform ID provided!' for a missing form id", () => {
    expect(() => formEndpoint({ ...base, formId: '', locale: 'en', hostname: '' })).toThrow(new Error('No hapiform ID provided!'));
    expect(() => formEndpoint({ ...base, formId: '  ', locale: 'en', hostname: '' })).toThrow('No hapiform ID provided!');
  });
});
