import {
  calculator,
  calendar,
  chatbubbles,
  compass,
  cube,
  documents,
  fitness,
  gift,
  home,
  thunderstorm,
  videocam,
  warning,
} from 'ionicons/icons';
import type { servicesTexts } from '../text/services.ts';

/**
 * Each service's icon: the side navigation's where it has the service too (tab-bar.tsx); the
 * services' page and the menu show them.
 */
export const SERVICE_ICONS: Record<(typeof servicesTexts.entries)[number]['path'], string> = {
  '/services/schadensmeldung': warning,
  '/services/berater': chatbubbles,
  '/services/dokbox': documents,
  '/services/hausrat': cube,
  '/services/immowert': calculator,
  '/bestfit': compass,
  '/services/unwetterwarnung': thunderstorm,
  '/services/video-meeting': videocam,
  '/services/me1ns': gift,
  '/services/me1ns/my21/': calendar,
  '/services/me1ns/me1nzuhause': home,
  '/services/schmerzlinderung': fitness,
};
