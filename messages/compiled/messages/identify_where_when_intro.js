/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Identify_Where_When_IntroInputs */

const en_identify_where_when_intro = /** @type {(inputs: Identify_Where_When_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where and when you saw it helps name it: species not recorded near the place count for less. Leave it blank and we read what your photo carries. Your photos wait until you press Identify.`)
};

const es_identify_where_when_intro = /** @type {(inputs: Identify_Where_When_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saber dónde y cuándo lo viste ayuda a nombrarlo: las especies sin registros cerca del lugar cuentan menos. Déjalo en blanco y leeremos lo que lleve tu foto. Tus fotos esperan hasta que pulses Identificar.`)
};

const de_identify_where_when_intro = /** @type {(inputs: Identify_Where_When_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo und wann du es gesehen hast, hilft bei der Bestimmung: Arten, die nahe dem Ort nicht nachgewiesen sind, zählen weniger. Lässt du es leer, lesen wir, was dein Foto mitbringt. Deine Fotos warten, bis du auf Bestimmen tippst.`)
};

const fr_identify_where_when_intro = /** @type {(inputs: Identify_Where_When_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Savoir où et quand vous l’avez vu aide à le nommer : les espèces jamais signalées près du lieu comptent moins. Laissez vide et nous lirons ce que contient votre photo. Vos photos attendent que vous appuyiez sur Identifier.`)
};

const zh_hans1_identify_where_when_intro = /** @type {(inputs: Identify_Where_When_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在哪里、何时看到它有助于识别：附近没有记录的物种权重较低。留空则读取照片自带的信息。你的照片会等到你点击“识别”后才发送。`)
};

/**
* | output |
* | --- |
* | "Where and when you saw it helps name it: species not recorded near the place count for less. Leave it blank and we read what your photo carries. Your photos ..." |
*
* @param {Identify_Where_When_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const identify_where_when_intro = /** @type {((inputs?: Identify_Where_When_IntroInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Identify_Where_When_IntroInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_identify_where_when_intro(inputs)
	if (locale === "de") return de_identify_where_when_intro(inputs)
	if (locale === "fr") return fr_identify_where_when_intro(inputs)
	if (locale === "zh-Hans") return zh_hans1_identify_where_when_intro(inputs)
	return en_identify_where_when_intro(inputs)
});