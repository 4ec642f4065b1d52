import { campaignCalls } from '@servicebereich/protocol';
import { useApi } from '../../api/api-context.tsx';

/** A picture of the content folder, in the 16:9 the content's pictures are drawn in. */
export function ContentImage(props: { name: string; alt: string; className?: string }) {
  const api = useApi();
  return (
    <img
      className={props.className ?? 'content-image'}
      src={api.fileUrl(campaignCalls.getContentImage, { name: props.name })}
      alt={props.alt}
      width={640}
      height={360}
    />
  );
}
