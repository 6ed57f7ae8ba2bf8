import { Link } from 'react-router';
import type { ChatLink } from '../../../core/contracts/zara.ts';
import { isEmergencyNumbersLine } from '../../../core/domain/emergency-numbers.ts';
import { Markdown } from '../ui/markdown.tsx';

/**
 * The words of a chat message and the articles it links to, as both of Zara's chats show them. The urgent notice is
 * left out of the text because the bubble shows it on its own, beside the Call button; so is the line of emergency
 * numbers when that button is shown, so the number is said once, on the button.
 */
export function AnswerText({
  content,
  notice,
  links,
  callShown = false,
}: {
  content: string;
  notice?: string | null;
  links?: readonly ChatLink[];
  /** The bubble shows the Call button under the text. */
  callShown?: boolean;
}) {
  return (
    <>
      {/* Paragraphs and bullet lists only, built as elements from text: an answer cannot inject markup. */}
      <Markdown
        source={content
          .split(/\n{2,}/)
          .filter((p) => p.trim() !== notice && !(callShown && isEmergencyNumbersLine(p)))
          .join('\n\n')}
        className="break-words [&>*:last-child]:mb-0"
      />
      {links?.length ? (
        <ul className="space-y-1">
          {links.map((l) => (
            <li key={l.href}>
              <Link to={l.href} className="font-medium text-primary underline underline-offset-2">
                Read: {l.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
