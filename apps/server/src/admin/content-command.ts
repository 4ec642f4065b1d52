import { isoToDisplay } from '@servicebereich/protocol';
import { ContentError, loadContent } from '../features/campaigns/content.ts';
import { UsageError, type AdminCommand } from './admin-command.ts';

/**
 * `content check`: reads the content folder as the server's start does, so an editor learns of a
 * broken file before the restart that would stop at it.
 */
export const contentCommand: AdminCommand = {
  usage: ['check                                          Inhalte (CONTENT_DIR) prüfen'],
  run: async (args, { config, out }) => {
    if (args.length !== 1 || args[0] !== 'check') {
      throw new UsageError('Unbekannter Befehl für content.');
    }
    try {
      const content = await loadContent(config.contentDir);
      out(
        `Inhalte in Ordnung: ${String(content.my21.length)} my21-Tage, ` +
          `${String(content.lectures.length)} Vorträge, ${String(content.sliders.length)} Slider, ` +
          `${String(content.images.size)} Bilder, die Erklärung zur Barrierefreiheit ` +
          `(geprüft am ${isoToDisplay(content.accessibility.CheckedOn) ?? content.accessibility.CheckedOn}).`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      out(error.message);
      return 1;
    }
  },
};
