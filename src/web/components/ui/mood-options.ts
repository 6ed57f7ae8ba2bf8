import { CloudRain, Frown, HandHeart, HelpCircle, Leaf, Moon, PartyPopper, Smile, Waves } from 'lucide-react';
import type { MoodOption } from './mood-checkin.tsx';

/** The eight mood options of docs/product.md, "Check-ins". */
export const checkinMoodOptions: MoodOption[] = [
  { value: 'happy', label: 'Happy', icon: Smile },
  { value: 'peaceful', label: 'Peaceful', icon: Leaf },
  { value: 'excited', label: 'Excited', icon: PartyPopper },
  { value: 'tired', label: 'Tired', icon: Moon },
  { value: 'anxious', label: 'Anxious', icon: CloudRain },
  { value: 'overwhelmed', label: 'Overwhelmed', icon: Waves },
  { value: 'grateful', label: 'Grateful', icon: HandHeart },
  { value: 'uncertain', label: 'Uncertain', icon: HelpCircle },
];

/** Dashboard-v2's mood picker (docs/product.md, "Check-ins"). */
export const v2MoodOptions: MoodOption[] = [
  { value: 'tired', label: 'Tired', icon: Moon },
  { value: 'happy', label: 'Happy', icon: Smile },
  { value: 'anxious', label: 'Anxious', icon: CloudRain },
  { value: 'peaceful', label: 'Peaceful', icon: Leaf },
  { value: 'grateful', label: 'Grateful', icon: HandHeart },
  { value: 'sad', label: 'Sad', icon: Frown },
];
