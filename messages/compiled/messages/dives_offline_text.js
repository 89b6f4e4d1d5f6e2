/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Offline_TextInputs */

const en_dives_offline_text = /** @type {(inputs: Dives_Offline_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It has not been opened on this device yet. It opens when you are back online.`)
};

const es_dives_offline_text = /** @type {(inputs: Dives_Offline_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no se ha abierto en este dispositivo. Se abrirá cuando vuelvas a tener conexión.`)
};

const de_dives_offline_text = /** @type {(inputs: Dives_Offline_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er wurde auf diesem Gerät noch nicht geöffnet. Er öffnet sich, sobald du wieder online bist.`)
};

const fr_dives_offline_text = /** @type {(inputs: Dives_Offline_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle n'a pas encore été ouverte sur cet appareil. Elle s'ouvrira quand vous serez de nouveau en ligne.`)
};

const zh_hans1_dives_offline_text = /** @type {(inputs: Dives_Offline_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`它尚未在此设备上打开过，恢复联网后即可打开。`)
};

/**
* | output |
* | --- |
* | "It has not been opened on this device yet. It opens when you are back online." |
*
* @param {Dives_Offline_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_offline_text = /** @type {((inputs?: Dives_Offline_TextInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Offline_TextInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_offline_text(inputs)
	if (locale === "de") return de_dives_offline_text(inputs)
	if (locale === "fr") return fr_dives_offline_text(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_offline_text(inputs)
	return en_dives_offline_text(inputs)
});