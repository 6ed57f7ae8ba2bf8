import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { operatorOf } from './service.ts';

const configFrom = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: '/tmp/zara-config-test', ...env }, { sessionSecret: 'x'.repeat(48) });

describe("the operator's details come from configuration, never invented", () => {
  it('unset, each is null', () => {
    expect(operatorOf(configFrom({}).operator)).toEqual({
      name: null,
      contact: null,
      contactHref: null,
      jurisdiction: null,
    });
  });

  it('set, they are used as given: an email address links with mailto:, an https page as itself', () => {
    const env = {
      OPERATOR_NAME: ' Bloom Health Ltd ',
      OPERATOR_CONTACT: 'help@bloom.example',
      OPERATOR_JURISDICTION: 'England and Wales',
    };
    expect(operatorOf(configFrom(env).operator)).toEqual({
      name: 'Bloom Health Ltd',
      contact: 'help@bloom.example',
      contactHref: 'mailto:help@bloom.example',
      jurisdiction: 'England and Wales',
    });
    const page = operatorOf(configFrom({ OPERATOR_CONTACT: 'https://bloom.example/help' }).operator);
    expect(page.contactHref).toBe('https://bloom.example/help');
  });

  it('a contact that is neither an email address nor an https page stops start-up, naming the setting', () => {
    for (const bad of ['call us', 'http://bloom.example/help', 'javascript:alert(1)'])
      expect(() => configFrom({ OPERATOR_CONTACT: bad })).toThrow(
        /OPERATOR_CONTACT: must be an email address or an https:\/\/ address/,
      );
  });
});
