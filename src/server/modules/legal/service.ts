import type { Operator } from '../../../core/contracts/legal.ts';
import type { OperatorConfig } from '../../config.ts';

/**
 * The operator as the pages show it. The configuration lets in only an email address or an https:// page
 * (config.ts), so the link is that page, or mailto: for the address.
 */
export function operatorOf(config: OperatorConfig): Operator {
  const { contact } = config;
  return {
    ...config,
    contactHref: contact === null ? null : contact.startsWith('https://') ? contact : `mailto:${contact}`,
  };
}
