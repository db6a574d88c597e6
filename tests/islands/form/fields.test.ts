// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { buildPayload, fieldsToJson, readFields } from '../../../src/islands/form/fields.ts';
import { enquiryForm, entriesOf, fill } from './fixtures.ts';

describe('the form service payload', () => {
  it('sends every enquiry field by its name, and x_origin as the page address instead of the hidden input', () => {
    const form = enquiryForm();
    fill(form, { name: 'Tan Mei Ling', email: 'mei@example.com', contact: '+65 9123 4567', message: 'Knee pain\nwhen climbing stairs' });
    const body = buildPayload(readFields(form), 'http://127.0.0.1:4173/cn/about-us/');
    expect(entriesOf(body)).toEqual([
      ['name', 'Tan Mei Ling'],
      ['email', 'mei@example.com'],
      ['contact', '+65 9123 4567'],
      ['message', 'Knee pain\nwhen climbing stairs'],
      ['x_origin', 'http://127.0.0.1:4173/cn/about-us/'],
    ]);
  });

  it('sends empty fields too, so the service can say which are missing', () => {
    const body = buildPayload(readFields(enquiryForm()), 'https://clinic.test/');
    expect(entriesOf(body).map(([name, value]) => `${name}=${value}`)).toEqual([
      'name=',
      'email=',
      'contact=',
      'message=',
      'x_origin=https://clinic.test/',
    ]);
  });

  it('sends array values as name[index] and every file as files[index] with one running index', () => {
    const a = new File(['x-ray'], 'knee.png', { type: 'image/png' });
    const b = new File(['letter text'], 'referral.pdf', { type: 'application/pdf' });
    const c = new File(['more'], 'scan.jpg', { type: 'image/jpeg' });
    const body = buildPayload(
      [
        ['name', 'Ali'],
        ['areas', ['knee', 'hip']],
        ['scans', [a, b]],
        ['letter', c],
      ],
      'https://clinic.test/contact-us/',
    );
    expect(entriesOf(body)).toEqual([
      ['name', 'Ali'],
      ['areas[0]', 'knee'],
      ['areas[1]', 'hip'],
      ['files[0]', 'file:knee.png:5'],
      ['files[1]', 'file:referral.pdf:11'],
      ['files[2]', 'file:scan.jpg:4'],
      ['x_origin', 'https://clinic.test/contact-us/'],
    ]);
  });

  it('reads groups as arrays, a single choice as a value, and skips buttons, disabled and unnamed controls', () => {
    const form = enquiryForm(`
      <form>
        <input name="name" value="Ali">
        <input type="checkbox" name="areas" value="knee" checked>
        <input type="checkbox" name="areas" value="hip">
        <input type="checkbox" name="areas" value="spine" checked>
        <input type="checkbox" name="consent" value="yes" checked>
        <input type="radio" name="when" value="am">
        <input type="radio" name="when" value="pm" checked>
        <select name="langs" multiple><option value="en" selected>EN</option><option value="cn" selected>CN</option><option value="bh">BH</option></select>
        <input name="old" value="gone" disabled>
        <input value="no name">
        <input type="file" name="scans">
        <button name="go" value="1">Send</button>
        <input type="submit" name="also" value="Send">
      </form>`);
    expect(readFields(form)).toEqual([
      ['name', 'Ali'],
      ['areas', ['knee', 'spine']],
      ['consent', 'yes'],
      ['when', 'pm'],
      ['langs', ['en', 'cn']],
      ['scans', []],
    ]);
  });

  it('gives the webhook the same fields as JSON, without files', () => {
    const file = new File(['x'], 'a.png');
    expect(
      fieldsToJson(
        [
          ['name', 'Ali'],
          ['areas', ['knee', 'hip']],
          ['scans', [file]],
          ['x_origin', 'stale'],
        ],
        'https://clinic.test/',
      ),
    ).toEqual({
      name: 'Ali',
      areas: ['knee', 'hip'],
      scans: [],
      x_origin: 'https://clinic.test/',
    });
  });
});
