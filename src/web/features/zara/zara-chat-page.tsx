import { useNavigate, useSearchParams } from 'react-router';
import { useEmergencyCountry } from '../../components/safety/use-emergency-country.ts';
import { useMyProfileStatus, useUserId } from '../../api/session.ts';
import { ZaraChat } from './components/zara-chat.tsx';

/** /zara-chat is not a page: it opens Zara's chat over Home (the router draws Home under it) and returns to / when closed. */
export function ZaraChatPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const userId = useUserId();
  const status = useMyProfileStatus();
  const location = useEmergencyCountry();
  const ps = status.data?.pregnancyStatus;
  const stage = ps?.phase ?? null;
  const week = ps ? (ps.phase === 'postpartum' ? ps.postpartumWeek : ps.currentWeek) : null;
  return (
    <ZaraChat
      open
      onClose={() => void navigate('/')}
      userId={userId}
      stage={stage}
      week={week}
      country={location.data ?? null}
      initialQuestion={params.get('q')}
    />
  );
}
