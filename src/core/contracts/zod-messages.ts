/**
 * Plain-language validation messages for every schema (server and web), so a 400 says what to fix.
 * Schemas that need a more specific message set their own.
 */
import { z } from 'zod';

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
};

export function installZodMessages(): void {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'invalid_type':
          if (issue.input === undefined) return 'This field is required';
          return `Must be ${typeNames[issue.expected] ?? issue.expected}`;
        case 'too_small':
          if (issue.origin === 'string') return `Must be at least ${String(issue.minimum)} characters`;
          if (issue.origin === 'array') return `Choose at least ${String(issue.minimum)}`;
          return `Must be at least ${String(issue.minimum)}`;
        case 'too_big':
          if (issue.origin === 'string') return `Must be at most ${String(issue.maximum)} characters`;
          if (issue.origin === 'array') return `Choose at most ${String(issue.maximum)}`;
          return `Must be at most ${String(issue.maximum)}`;
        case 'invalid_value':
          return `Must be one of: ${issue.values.map(String).join(', ')}`;
        case 'unrecognized_keys':
          return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
        case 'invalid_format':
          return issue.format === 'uuid' ? 'Must be a valid id' : `Must be a valid ${issue.format}`;
        default:
          return undefined;
      }
    },
  });
}
