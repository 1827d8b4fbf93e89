import { Type, type Static } from 'typebox';

export const ImageUploaded = Type.Object(
  {
    success: Type.Boolean(),
    data: Type.Object({ display_url: Type.String() }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type ImageUploaded = Static<typeof ImageUploaded>;
