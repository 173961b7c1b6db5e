// Chat (/chat): the conversation list beside the open conversation and the composer. Signed-in only; the
// address says which conversation, character or model (use-chat-route.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { CharacterInfo } from '@shared/api/roles';
import { AntdScope } from '../../components/antd/AntdScope';
import { CharacterPicker } from '../../features/chat/CharacterPicker';
import { ChatHeader } from '../../features/chat/ChatHeader';
import { preloadMarkdown } from '../../features/chat/markdown/LazyMarkdown';
import { Sidebar } from '../../features/chat/sidebar/Sidebar';
import { stopAnswer } from '../../features/chat/conversation-actions';
import { useChatStore } from '../../features/chat/conversation-store';
import { useUserStore } from '../../stores/user';
import { ChatBody } from './ChatBody';
import { ChatComposer } from './ChatComposer';
import { useChatRoute, type ChatNavigationState } from './use-chat-route';
import '../../features/characters/characters.css';
import './chat.css';

/** Below this width the sidebar floats over the conversation and closes after a choice. */
const WIDE = '(min-width: 900px)';

function ChatScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useChatRoute();
  const [sidebarOpen, setSidebarOpen] = useState(() => window.matchMedia(WIDE).matches);
  const [picking, setPicking] = useState(false);
  const closeIfNarrow = useCallback(() => {
    if (!window.matchMedia(WIDE).matches) setSidebarOpen(false);
  }, []);

  useEffect(() => preloadMarkdown(), []);
  const wasOpen = useRef(sidebarOpen);
  useEffect(() => {
    // On narrow screens the floating sidebar takes the focus when it opens and gives it back to its
    // toggle when it closes, so keyboard users are never left behind it.
    if (wasOpen.current === sidebarOpen) return;
    wasOpen.current = sidebarOpen;
    if (window.matchMedia(WIDE).matches) return;
    const target = sidebarOpen ? '[data-testid=chat-new]' : '[data-testid=sidebar-toggle]';
    document.querySelector<HTMLElement>(target)?.focus();
  }, [sidebarOpen]);
  useEffect(() => {
    // Crossing the width: the sidebar sits beside the conversation (open) or floats over it (closed).
    const query = window.matchMedia(WIDE);
    const onChange = () => setSidebarOpen(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  useEffect(() => {
    // Escape stops an answer from anywhere on the page (popups and dialogs use it to close first).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const popup = '[role=dialog],[role=listbox],[role=menu],.ant-modal';
      if ((event.target as Element | null)?.closest?.(popup)) return;
      if (useChatStore.getState().running) stopAnswer();
      else if (!window.matchMedia(WIDE).matches) setSidebarOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const pick = (character: CharacterInfo | null) => {
    setPicking(false);
    closeIfNarrow();
    if (character) {
      const state: ChatNavigationState = { character };
      void navigate(`/chat?character=${encodeURIComponent(character.id)}`, { state });
    } else void navigate('/chat');
    // The composer is where the user goes next.
    requestAnimationFrame(() =>
      document.querySelector<HTMLTextAreaElement>('[data-testid=chat-input]')?.focus(),
    );
  };

  return (
    <div className={sidebarOpen ? 'chat-page chat-side-open' : 'chat-page'}>
      <aside id="chat-sidebar" className="chat-side" aria-label={t('chat.sidebar.label')}>
        <Sidebar
          onNewChat={() => setPicking(true)}
          onNavigate={closeIfNarrow}
          onClose={() => setSidebarOpen(false)}
        />
      </aside>
      <div className="chat-backdrop" aria-hidden="true" onClick={() => setSidebarOpen(false)} />
      <section className="chat-main" aria-labelledby="chat-title">
        <ChatHeader
          sidebarOpen={sidebarOpen}
          onToggleSidebar={() => setSidebarOpen((open) => !open)}
        />
        <ChatBody onPickCharacter={() => setPicking(true)} />
        <ChatComposer />
      </section>
      <CharacterPicker open={picking} onClose={() => setPicking(false)} onPick={pick} />
    </div>
  );
}

export default function ChatPage() {
  const user = useUserStore((state) => state.user);
  const location = useLocation();
  if (!user)
    return (
      <Navigate
        to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
        replace
      />
    );
  return (
    <AntdScope>
      <ChatScreen />
    </AntdScope>
  );
}
