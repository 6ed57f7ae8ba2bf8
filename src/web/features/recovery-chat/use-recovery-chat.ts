import { useRef, useState } from 'react';
import type { PostpartumChatResponse } from '../../../core/contracts/zara-postpartum.ts';
import { usePostpartumChatPhoto } from '../../api/zara/postpartum-chat-photo.ts';
import { usePostpartumChat } from '../../api/zara/postpartum-chat.ts';
import { errorMessage } from '../../lib/api-client.ts';
import type { RecoveryMessage } from './components/recovery-bubble.tsx';
import { WELCOME } from './quick-questions.ts';

/** The spec sends the last 5 messages as history (section 9). */
const HISTORY = 5;

/**
 * The recovery chat's conversation: one message at a time (nothing is sent while a reply is pending), the last
 * five messages as history, the conversation id the server gave, and a reply that failed kept as a bubble with
 * Try again rather than lost.
 */
export function useRecoveryChat(postpartumWeek: number | null) {
  const [messages, setMessages] = useState<RecoveryMessage[]>([
    { id: 0, role: 'assistant', content: WELCOME },
  ]);
  const [conversationId, setConversationId] = useState<string | undefined>();
  const chat = usePostpartumChat();
  const photo = usePostpartumChatPhoto();
  const nextId = useRef(1);
  const pending = chat.isPending || photo.isPending;

  const add = (m: Omit<RecoveryMessage, 'id'>) =>
    setMessages((list) => [...list, { ...m, id: nextId.current++ }]);

  function answered(res: PostpartumChatResponse) {
    setConversationId(res.conversationId);
    add({
      role: 'assistant',
      content: res.response,
      notice: res.emergency?.notice ?? null,
      redFlagReason: res.redFlagReason,
      links: res.links,
    });
  }

  const failed = (text: string) => (err: unknown) =>
    add({
      role: 'assistant',
      content: `${errorMessage(err, 'I could not answer just now.')} Your message was not answered. If this is urgent, do not wait: call now.`,
      failed: text,
    });

  /** Sends her words; false when nothing was sent (blank, or a reply still pending). */
  function send(text: string): boolean {
    const message = text.trim();
    if (!message || pending) return false;
    const chatHistory = messages
      .filter((m) => m.id !== 0 && m.failed === undefined)
      .slice(-HISTORY)
      .map((m) => ({ role: m.role, content: m.content }));
    add({ role: 'user', content: message });
    chat.mutate(
      { message, postpartumWeek, chatHistory, ...(conversationId ? { conversationId } : {}) },
      { onSuccess: answered, onError: failed(message) },
    );
    return true;
  }

  /** Sends a photo with her words (if any); the photo shows in her bubble once the server has kept it. */
  function sendPhoto(file: Blob, text: string): boolean {
    if (pending) return false;
    const message = text.trim();
    photo.mutate(
      { file, ...(message ? { message } : {}), ...(conversationId ? { conversationId } : {}) },
      {
        onSuccess: (res) => {
          add({ role: 'user', content: message || 'A photo', photo: res.photo });
          answered(res);
        },
        // Shown beside the attach button (the photo, not her words, is what to fix or send again).
        onError: () => undefined,
      },
    );
    return true;
  }

  return { messages, pending, send, sendPhoto, photoError: photo.error };
}
