import { Type, type Static } from 'typebox';
import { Id } from './common.ts';


export const Category = Type.Object(
  { _id: Id, categoryName: Type.String(), categoryImage: Type.String() },
  { additionalProperties: false },
);
export const CategoryList = Type.Array(Category);

export const Review = Type.Object(
  {
    _id: Id,
    name: Type.String(),
    img: Type.String(),
    location: Type.String(),
    review: Type.String(),
  },
  { additionalProperties: false },
);
export const ReviewList = Type.Array(Review);

export type Category = Static<typeof Category>;
export type Review = Static<typeof Review>;
