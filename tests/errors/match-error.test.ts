// matchError and fieldErrors at run time: which case an error takes, and what a 422 names.
import { describe, expect, it } from 'vitest';
import { errorClassFor } from '../../src/core/errors.js';
import { ConnectionError, fieldErrors, matchError } from '../../src/index.js';

const answer = (status: number, details?: unknown) =>
  new (errorClassFor(status))(
    status,
    { message: `Validation failed: title must NOT have fewer than 1 characters`, ...(details ? { details } : {}) },
    'PUT /request-action/{id}',
    new Headers(),
  );
// Plain cases over errors of any shape: what the union types restrict, these test at run time.
const take = (error: unknown, cases: Record<string, (e: unknown) => unknown>) => matchError(error, cases as never);

describe('matchError', () => {
  const all = {
    404: () => '404',
    '4XX': () => '4XX',
    default: () => 'default',
    undeclared: () => 'undeclared',
    ConnectionError: () => 'offline',
    otherwise: () => 'otherwise',
  };
  it("an answer takes its status's case, then its range, then default, then undeclared", () => {
    expect(take(answer(404), all)).toBe('404');
    expect(take(answer(409), all)).toBe('4XX');
    expect(take(answer(503), all)).toBe('default');
    const { default: _, ...noDefault } = all;
    expect(take(answer(503), noDefault)).toBe('undeclared');
  });
  it('a transport error takes the case of its name, the rest otherwise', () => {
    expect(take(new ConnectionError('down'), all)).toBe('offline');
    expect(take(new TypeError('bad option'), all)).toBe('otherwise');
  });
  it("never takes an inherited property for a case (an error named 'toString')", () => {
    const odd = Object.assign(new Error('odd'), { name: 'toString' });
    expect(take(odd, { otherwise: () => 'otherwise' })).toBe('otherwise');
    expect(take(Object.assign(new Error('odd'), { name: 'hasOwnProperty' }), { otherwise: () => 'otherwise' })).toBe(
      'otherwise',
    );
  });
  it('an error no case takes is thrown again, as it is', () => {
    const error = new ConnectionError('down');
    expect(() => take(error, { 404: () => 'x' })).toThrow(error);
  });
  it("returns the case's result, whatever its type", () => {
    expect(take(answer(404), { 404: (e) => e, otherwise: () => null })).toBeInstanceOf(errorClassFor(404));
  });
});

describe('fieldErrors', () => {
  it("a 422's details.fields, each message in words", () => {
    const error = answer(422, {
      field: 'title',
      fields: { title: 'must NOT have fewer than 1 characters', 'items.0.unitPrice': 'must be >= 0' },
    });
    expect(fieldErrors(error)).toEqual({
      title: 'Title cannot be empty.',
      'items.0.unitPrice': 'Unit price must be at least 0.',
    });
  });
  it('a 422 that names one field only (details.field) gives that field, from the message', () => {
    expect(fieldErrors(answer(422, { field: 'title' }))).toEqual({ title: 'Title cannot be empty.' });
  });
  it('a field named __proto__ is an own key, not a prototype', () => {
    const fields = JSON.parse('{"__proto__": "must be string"}');
    const out = fieldErrors(answer(422, { fields })) as Record<string, string>;
    expect(Object.keys(out)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
  it('{} for any other error, a 422 without details, or no error at all', () => {
    expect(fieldErrors(answer(400, { fields: { title: 'x' } }))).toEqual({});
    expect(fieldErrors(new ConnectionError('down'))).toEqual({});
    expect(fieldErrors(answer(422))).toEqual({});
    expect(fieldErrors(undefined)).toEqual({});
    expect(fieldErrors(null)).toEqual({});
  });
});
