/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_Private_NoteInputs */

const en_share_private_note = /** @type {(inputs: Share_Private_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This identification is not in the public catalogue. Create a private link to share it: anyone with the link can see the result and the photo, and you can revoke it at any time.`)
};

const es_share_private_note = /** @type {(inputs: Share_Private_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta identificación no está en el catálogo público. Crea un enlace privado para compartirla: cualquiera con el enlace puede ver el resultado y la foto, y puedes revocarlo cuando quieras.`)
};

const de_share_private_note = /** @type {(inputs: Share_Private_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Bestimmung ist nicht im öffentlichen Katalog. Erstelle einen privaten Link, um sie zu teilen: Alle mit dem Link sehen das Ergebnis und das Foto, und du kannst ihn jederzeit widerrufen.`)
};

const fr_share_private_note = /** @type {(inputs: Share_Private_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette identification n’est pas dans le catalogue public. Créez un lien privé pour la partager : toute personne ayant le lien voit le résultat et la photo, et vous pouvez le révoquer à tout moment.`)
};

const zh_hans1_share_private_note = /** @type {(inputs: Share_Private_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此识别不在公开图鉴中。创建私人链接即可分享：拿到链接的人都能看到结果和照片，你可以随时撤销。`)
};

/**
* | output |
* | --- |
* | "This identification is not in the public catalogue. Create a private link to share it: anyone with the link can see the result and the photo, and you can rev..." |
*
* @param {Share_Private_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const share_private_note = /** @type {((inputs?: Share_Private_NoteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_Private_NoteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_private_note(inputs)
	if (locale === "de") return de_share_private_note(inputs)
	if (locale === "fr") return fr_share_private_note(inputs)
	if (locale === "zh-Hans") return zh_hans1_share_private_note(inputs)
	return en_share_private_note(inputs)
});